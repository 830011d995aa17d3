"""Reads the accessibility (AT-SPI) tree of a running app, as a screen reader's review mode does.

Run with the system's Python (pyatspi is a system package, not in the virtual environment):
  python3 reader.py dump APP          the app's tree as JSON: role, name, states, children
  python3 reader.py press APP NAME    do the first action ("Press") of the button named NAME
  python3 reader.py listen SECONDS TEXT  print the announcements heard, until one holds TEXT
Exit 3 when the app is not on the bus (yet).
"""

import json
import sys

import pyatspi

STATES = {"showing": pyatspi.STATE_SHOWING, "focused": pyatspi.STATE_FOCUSED, "enabled": pyatspi.STATE_ENABLED}


def app_named(name):
    desk = pyatspi.Registry.getDesktop(0)
    for i in range(desk.childCount):
        app = desk.getChildAtIndex(i)
        if app is not None and app.name == name:
            return app
    return None


def tree(node, depth=0):
    states = node.getState()
    out = {"role": node.getRoleName(), "name": node.name or "",
           "states": [key for key, state in STATES.items() if states.contains(state)], "children": []}
    if depth < 40:
        for i in range(node.childCount):
            child = node.getChildAtIndex(i)
            if child is not None:
                out["children"].append(tree(child, depth + 1))
    return out


def find(node, role, name, depth=0):
    if node.getRoleName() == role and node.name == name and node.getState().contains(pyatspi.STATE_SHOWING):
        return node
    for i in range(node.childCount if depth < 40 else 0):
        child = node.getChildAtIndex(i)
        found = find(child, role, name, depth + 1) if child is not None else None
        if found is not None:
            return found
    return None


def listen(seconds, until):
    """Print each announcement the apps send (what a screen reader says whatever has the focus),
    until one holds `until` or `seconds` pass."""
    from gi.repository import GLib

    def heard(event):
        print(event.any_data, flush=True)
        if until in str(event.any_data):
            pyatspi.Registry.stop()

    pyatspi.Registry.registerEventListener(heard, "object:announcement")
    GLib.timeout_add(int(seconds * 1000), pyatspi.Registry.stop)
    print("listening", flush=True)
    pyatspi.Registry.start()
    return 0


def main(argv):
    if argv[1] == "listen":
        return listen(float(argv[2]), argv[3])
    app = app_named(argv[2])
    if app is None:
        return 3
    if argv[1] == "dump":
        print(json.dumps(tree(app)))
        return 0
    button = find(app, "push button", argv[3])
    if button is None:
        print(f"no button named {argv[3]!r}", file=sys.stderr)
        return 4
    button.queryAction().doAction(0)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
