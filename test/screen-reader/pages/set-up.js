// Runs before the widget's module (module scripts run in order). The address says what the walk
// wants: `?attr.embedded=` sets an attribute; `?stored=` writes the check's saved work in progress
// (JSON) as a reader who left and came back would have it; otherwise nothing is kept from before.
// `?title=` names the page, so that the walk knows when Orca announces this tab, not another.
const query = new URLSearchParams(location.search);
const widget = document.querySelector('drinking-check, unit-calculator');
sessionStorage.clear();
if (query.has('title')) document.title = query.get('title');
for (const [name, value] of query) if (name.startsWith('attr.')) widget.setAttribute(name.slice(5), value);
if (query.has('stored')) sessionStorage.setItem('aa:dc:check', query.get('stored'));
