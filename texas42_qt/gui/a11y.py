"""Accessible names for Qt's composite views, which a screen reader otherwise reads as nameless."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QTableView


def name_table(view: QTableView, name: str) -> None:
    """Name a table, its headers and Qt's own corner button (which is turned off: it only selects all)."""
    view.setAccessibleName(name)
    view.horizontalHeader().setAccessibleName(f"{name} columns")
    view.verticalHeader().setAccessibleName(f"{name} rows")
    view.setCornerButtonEnabled(False)
    for corner in view.findChildren(QAbstractButton):
        corner.setAccessibleName(f"{name}: select all")
