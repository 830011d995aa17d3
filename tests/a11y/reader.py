"""Reads the accessibility (AT-SPI) tree of a running app, as a screen reader's review mode does.

Run with the system's Python (pyatspi is a system package, not in the virtual environment):
  python3 reader.py dump APP          the app's tree as JSON: role, name, states, children
  python3 reader.py press APP NAME    do the first action ("Press") of the button named NAME
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


def main(argv):
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
