"""How the panels over the table look: dark and rounded, with light buttons; the keyboard's
button ringed gold, the hint's marked green."""

PANEL_STYLE = """
QFrame#panel { background: rgba(12, 28, 18, 225); border: 1px solid rgba(255,255,255,70); border-radius: 14px; }
QFrame#panel:focus { border: 3px solid #ffcc33; }
QFrame#panel QLabel, QFrame#panel Caption { color: #f4f1e4; }
QFrame#panel Caption#title { font-size: 15px; font-weight: bold; color: #ffe9a8; }
QFrame#panel QPushButton { background: #f4ecd2; color: #1d1d1d; border: 1px solid #8a7a55; border-radius: 7px;
  padding: 6px 10px; min-width: 44px; font-weight: bold; }
QFrame#panel QPushButton:hover { background: #fff7dc; }
QFrame#panel QPushButton#pass { background: #c9d6cc; }
QFrame#panel QPushButton[hint="true"], QFrame#panel QPushButton#pass[hint="true"] {
  background: #c2f0cf; border: 3px solid #2fae57; padding: 4px 8px; }
QFrame#panel QPushButton:focus, QFrame#panel QPushButton#pass[hint="true"]:focus {
  border: 3px solid #ffcc33; padding: 4px 8px; outline: none; }
QFrame#panel QPushButton#primary { background: #ffcc33; }
QFrame#panel QPushButton#primary:focus { border: 3px solid #ffffff; padding: 4px 8px; }
"""
"""(The focus: found by QA, a dark ring on the gold button vanished into the dark panel.)"""


TIGHT_STYLE = PANEL_STYLE + """
QFrame#panel Caption#title { font-size: 13px; }
QFrame#panel QPushButton { padding: 2px 5px; min-width: 28px; }
QFrame#panel QPushButton[hint="true"], QFrame#panel QPushButton#pass[hint="true"] { padding: 0px 3px; }
QFrame#panel QPushButton:focus, QFrame#panel QPushButton#pass[hint="true"]:focus { padding: 0px 3px; }
QFrame#panel QPushButton#primary:focus { padding: 0px 3px; }
"""
"""A panel in little room (a lesson's coach card over a 1024x700 table): smaller buttons."""
