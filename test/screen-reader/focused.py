# Where focus is, read over AT-SPI (python3-pyatspi), as Orca reads it: said in a failed step's
# message so that a silence tells whether the page moved at all (docs/testing-with-a-screen-reader.md).
import pyatspi

def focused(node, depth=0):
    if node is None or depth > 60:
        return None
    try:
        if node.getState().contains(pyatspi.STATE_FOCUSED):
            return node
        for child in node:
            found = focused(child, depth + 1)
            if found is not None:
                return found
    except Exception:
        return None
    return None

apps = [app for app in pyatspi.Registry.getDesktop(0) if app is not None]
found = False
for app in apps:
    node = focused(app)
    if node is not None:
        found = True
        description = getattr(node, 'description', '')
        states = node.getState()
        checkable = states.contains(pyatspi.STATE_CHECKABLE) or node.getRole() == pyatspi.ROLE_RADIO_BUTTON
        checked = ' checked' if states.contains(pyatspi.STATE_CHECKED) else ' not checked'
        print(f'{app.name}: {node.getRoleName()} "{node.name}"' + (checked if checkable else '')
              + (f' ({description})' if description else ''))
if not found:
    print('nothing focused; the applications on the bus: ' + ', '.join(app.name or '(no name)' for app in apps))
