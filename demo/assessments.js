// Lists what the reference API has stored, with counts by risk level, to show that saves arrive.
// The list needs the API's admin key, which a page must never hold: the page server asks the API
// with it on this page's behalf (docs/decisions/0182-admin-key-for-the-saved-list.md).
const LIST = '/admin/tools/v1/selfassessment';
const LEVELS = {
  Low: 'Low risk',
  Increasing: 'Increasing risk',
  Higher: 'Higher risk',
  PossibleDependence: 'Possible dependence',
};

const cell = (text) => Object.assign(document.createElement('td'), { textContent: text ?? '' });
const row = (...texts) => {
  const tr = document.createElement('tr');
  tr.append(...texts.map(cell));
  return tr;
};

/** Counts come from the latest 50 pages (1,000 saves) at most: a page of requests, not thousands. */
const MAX_PAGES = 50;

async function allAssessments() {
  const found = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${LIST}?page=${page}&resultsPerPage=20`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = await response.json();
    found.push(...body.assessments);
    if (page >= body.totalPages || page === MAX_PAGES) return { found, total: body.totalResults };
  }
}

try {
  const { found, total } = await allAssessments();
  const counted = found.length < total ? ` Counts by risk level of the latest ${found.length}.` : '';
  document.getElementById('summary').textContent = `${total} assessment${total === 1 ? '' : 's'} saved.${counted}`;
  const counts = document.querySelector('#counts tbody');
  for (const [level, words] of Object.entries(LEVELS))
    counts.append(row(words, String(found.filter((a) => a.riskLevel === level).length)));
  const latest = document.querySelector('#latest tbody');
  for (const a of found.slice(0, 20))
    latest.append(
      row(
        new Date(a.created).toLocaleString('en-GB'),
        LEVELS[a.riskLevel] ?? a.riskLevel,
        String(a.total ?? ''),
        String(a.age ?? ''),
        a.brand,
        a.campaign,
      ),
    );
} catch (problem) {
  document.getElementById('summary').textContent = `The reference API did not answer (${problem.message}). Is npm start running?`;
}
