"""What on the table overlaps or is cut off: the rectangles of the seat plates,
the boards, each seat's hand, the trick, the prompt and the open panel, in view
coordinates. Used by tests/test_table_layout.py (also in a subprocess at 2x)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QAbstractButton, QLabel

from texas42_qt.engine import Phase
from texas42_qt.gui.a11y import Caption
from texas42_qt.gui.mainwindow import MainWindow


def table_rects(window: MainWindow) -> dict[str, QRectF]:
    """Every visible thing on the table, by name, as one rectangle each."""
    table = window.table
    obs = window.controller.observation()
    out: dict[str, QRectF] = {}
    for seat, plate in enumerate(table._plates):
        if plate.isVisible():
            out[f"plate {seat}"] = plate.sceneBoundingRect()
    for name, board in (("score board", table.score_board), ("info board", table.info_board)):
        if board.isVisible() and (board.lines or board.title):
            out[name] = board.sceneBoundingRect()
    trick = {t for _, t in table._trick}
    for key, item in table.tile_items().items():
        if not item.isVisible() or item.opacity() == 0:
            continue
        if key.kind == "back":
            group = f"hand {key.id}"
        elif key.kind == "tile" and key.id in trick:
            group = "trick"
        elif key.kind == "tile" and obs.hand >> key.id & 1:
            group = f"hand {obs.seat}"
        elif key.kind == "tile" and obs.revealed is not None:
            group = next((f"hand {s}" for s, h in enumerate(obs.revealed) if h >> key.id & 1), "table")
        else:
            group = "widow"
        rect = item.face_rect()
        out[group] = out[group].united(rect) if group in out else rect
    if table.prompt:
        out["prompt"] = table.prompt_rect()
    panels = (("bid panel", window.bid_panel), ("trump panel", window.trump_panel), ("end panel", window.end_panel),
              ("lay-down offer", window.claim_panel))
    for name, panel in panels:
        if panel.isVisible():
            out[name] = QRectF(panel.geometry())
    return out


def overlaps(window: MainWindow) -> list[str]:
    """Pairs of table things that overlap, and things outside the table."""
    rects = table_rects(window)
    view = QRectF(0, 0, window.table.viewport().width(), window.table.viewport().height())
    problems = [f"{name} leaves the table: {r.getRect()} in {view.getRect()}"
                for name, r in rects.items() if not view.contains(r.adjusted(1, 1, -1, -1))]
    names = sorted(rects)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            inter = rects[a].adjusted(1, 1, -1, -1).intersected(rects[b].adjusted(1, 1, -1, -1))
            if not inter.isEmpty():
                problems.append(f"{a} overlaps {b}")
    return problems


def shown_wrong(window: MainWindow) -> list[str]:
    """The user's tiles on the table differ from the user's hand (when the table is still)."""
    obs = window.controller.observation()
    table = window.table
    if table.animator.busy:
        return []
    trick = {t for _, t in table._trick}
    shown = {k.id for k in table.tile_items() if k.kind == "tile" and k.id not in trick and obs.hand >> k.id & 1}
    hand = {t for t in range(28) if obs.hand >> t & 1} - trick
    return [] if shown == hand else [f"the table shows {sorted(shown)} for the hand {sorted(hand)}"]


def elided(window: MainWindow) -> list[str]:
    """Buttons and labels on the table's panels whose text does not fit."""
    out = []
    for panel in (window.bid_panel, window.trump_panel, window.end_panel):
        if not panel.isVisible():
            continue
        for button in panel.findChildren(QAbstractButton):
            need = button.fontMetrics().horizontalAdvance(button.text()) + 12
            if button.isVisible() and need > button.width():
                out.append(f"button {button.text()!r} needs {need} px, has {button.width()}")
        for label in [*panel.findChildren(QLabel), *panel.findChildren(Caption)]:
            if label.isVisible() and not label.wordWrap() and label.sizeHint().width() > label.width() + 1:
                out.append(f"label {label.text()[:30]!r} is cut")
    for board in (window.table.score_board, window.table.info_board):
        out += [f"board text {text!r} is cut" for text in board.cut()]
    plates = window.table._plates
    for plate in plates:
        if plate.isVisible() and plate.name_cut():
            out.append(f"plate name {plate.name!r} is cut")
        if plate.isVisible() and plate.line_shown() != plate._line():
            out.append(f"plate line {plate._line()!r} is cut to {plate.line_shown()!r}")
    return out


def phase_name(window: MainWindow) -> str:
    return Phase(window.controller.observation().phase).name


def cut_cells(views: list) -> list[str]:
    from PySide6.QtGui import QFontMetrics

    from texas42_qt.gui.fitcolumns import wrapped_height

    """Cells and headers of the side panels' tables that do not fit (cut or scrolled)."""
    from PySide6.QtCore import Qt as _Qt

    out = []
    for view in views:
        model = view.model()
        room = view.viewport().width()
        shown = [c for c in range(model.columnCount()) if not view.isColumnHidden(c)]  # (a squeezed table's)
        used = sum(view.columnWidth(c) for c in shown)
        if used > room + 1:
            out.append(f"{view.accessibleName()}: columns need {used} px, the panel has {room}")
        header = view.horizontalHeader()
        for col in shown:
            text = str(model.headerData(col, _Qt.Orientation.Horizontal) or "")
            width = view.columnWidth(col) - 8
            # Measured in the font the header is drawn in (its viewport's) and wrapped as Qt wraps
            # (after a hyphen too, "Follow-" over "me").
            drawn = header.viewport().font()
            rect = QFontMetrics(drawn).boundingRect(0, 0, max(1, width), 10_000, int(_Qt.TextFlag.TextWordWrap), text)
            tall = wrapped_height(drawn, text, width) + 4 > header.height()
            if text and not header.isHidden() and (rect.width() > width + 1 or tall):
                out.append(f"{view.accessibleName()}: header {text!r} is cut")
        metrics = view.fontMetrics()
        for row in range(model.rowCount()):
            for col in shown:
                text = str(model.index(row, col).data() or "")
                # Qt draws a cell's text inside its focus-frame margin plus a pixel on each side
                # (3 + 3 px), and sizes the row with the same width: measure as it draws.
                span = view.columnSpan(row, col) if hasattr(view, "columnSpan") else 1  # a row across the table
                width = sum(view.columnWidth(c) for c in range(col, col + span)) - 6
                rect = metrics.boundingRect(0, 0, max(1, width), 10_000, int(_Qt.TextFlag.TextWordWrap), text)
                if text and (rect.width() > width + 1 or rect.height() > view.rowHeight(row)):
                    out.append(f"{view.accessibleName()}: {text!r} is cut")
    return out
