"""Accessible names for Qt's composite views, which a screen reader otherwise reads as nameless."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QTableView

from .i18n import translate


def name_table(view: QTableView, name: str) -> None:
    """Name a table, its headers and Qt's own corner button (which is turned off: it only selects all)."""
    view.setAccessibleName(name)
    view.horizontalHeader().setAccessibleName(translate("A11y", "{table} columns").format(table=name))
    view.verticalHeader().setAccessibleName(translate("A11y", "{table} rows").format(table=name))
    view.setCornerButtonEnabled(False)
    for corner in view.findChildren(QAbstractButton):
        corner.setAccessibleName(translate("A11y", "{table}: select all").format(table=name))
