# Starts Debian's Orca as /usr/bin/orca does, with two differences for a test
# (docs/testing-with-a-screen-reader.md):
# - every line Orca speaks is appended to the file named by the first argument as it is spoken,
#   through Orca's own "speech" log (the lines its debug log shows as SPEECH OUTPUT);
# - it does not look for other Orcas of this user (/usr/bin/orca refuses to start beside one, and
#   --replace would kill one that another test run on its own display is using). This process is
#   not named "orca", so no Orca started by hand sees it either.
# Settings (the second argument, JSON) override Orca's defaults for this run only; its preferences
# live under $XDG_DATA_HOME/orca, a folder of the test's own. A third argument names a file for
# Orca's debug log (SCREEN_READER_DEBUG=file in the test).
import json
import logging
import sys

transcript, overrides = sys.argv[1], json.loads(sys.argv[2])
debug_file = sys.argv[3] if len(sys.argv) > 3 else None
sys.argv = [sys.argv[0]]

handler = logging.FileHandler(transcript, encoding='utf-8')  # flushed after every line
handler.setFormatter(logging.Formatter('%(message)s'))
logging.getLogger('speech').addHandler(handler)

from orca import debug, orca  # noqa: E402  (after the log is set up: Orca speaks as it starts)

if debug_file:  # Orca's whole debug log, as `orca --debug-file` writes it
    debug.debugLevel = debug.LEVEL_ALL
    debug.debugFile = open(debug_file, 'w', buffering=1)

manager = orca.getSettingsManager()
manager.activate(None, overrides)
sys.path.insert(0, manager.getPrefsDir())
sys.exit(orca.main())
