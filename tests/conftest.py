import os

# Qt draws offscreen in tests: no display is needed (set before any Qt import).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
