"""The keyboard's focus ringed plainly on every button, field, list box and check box of the app's
dialogs, in any language and look: the application's style, with a ring where the keyboard is.

Found by playing by keyboard at 1024x700: Fusion marks a focused button with a 1 px line a shade off
its edge, and the default button (Analyze, Start, Deal) keeps a like line whether it has the focus
or not, so in Analyze a hand, the practice dialogs, My mistakes and every other dialog Tab moved the
focus where nobody could see it; on the chosen (dark green) tiles of Analyze a hand the line
vanished. The panels over the table and the bars above it draw their own rings (`panel_style`,
`bars`): their style sheets say so, and this style leaves a widget a sheet draws to its sheet.

The ring is drawn, as Qt draws a focus, only once the keyboard has moved in the window (a click
leaves none). Two tones: the ring's colour outside, a line of the other tone inside it, so that it
shows on a light button, on a dark one and on the window around either."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QProxyStyle,
    QPushButton,
    QStyle,
    QStyleOption,
    QStyleOptionComplex,
    QWidget,
)

from .tones import is_dark

Flag = QStyle.StateFlag
RINGED_ELEMENTS = (QStyle.ControlElement.CE_PushButton, QStyle.ControlElement.CE_TabBarTabLabel)
"""A button; a tab (its words are drawn last, over its shape): ringed at their edge."""
RINGED_CONTROLS = (QStyle.ComplexControl.CC_ComboBox, QStyle.ComplexControl.CC_SpinBox,
                   QStyle.ComplexControl.CC_ToolButton)
"""Drawn whole by the style (a list box, a number field, a tool button): ringed at their edge."""


def ring_colours(palette: QPalette) -> tuple[QColor, QColor]:
    """(ring, inner line): the bars' ring colour (`tones.BAR_TONES`), with white inside it in the
    light look and near black in the dark one."""
    if is_dark(palette):
        return QColor("#7ab8ff"), QColor("#101010")
    return QColor("#1f5fbf"), QColor("#ffffff")


def keyboard_focus(option: QStyleOption) -> bool:
    """The widget drawn has the focus and the keyboard has moved in its window (Qt's own rule for
    drawing a focus at all)."""
    return bool(option.state & Flag.State_HasFocus) and bool(option.state & Flag.State_KeyboardFocusChange)


def draw_ring(painter: QPainter, rect: QRectF, palette: QPalette, inner: bool = True) -> None:
    """A 2 px ring just inside `rect`, and (`inner`) a 1 px line of the other tone inside that."""
    ring, line = ring_colours(palette)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ring, 2))
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 3, 3)
    if inner:
        painter.setPen(QPen(line, 1))
        painter.drawRoundedRect(rect.adjusted(2.5, 2.5, -2.5, -2.5), 2, 2)
    painter.restore()


class FocusRing(QProxyStyle):
    """The style the app was given (Fusion, Windows', macOS'), with the keyboard's focus ringed."""

    def drawControl(self, element: QStyle.ControlElement, option: QStyleOption, painter: QPainter,  # noqa: N802
                    widget: QWidget | None = None) -> None:
        super().drawControl(element, option, painter, widget)
        if element in RINGED_ELEMENTS and keyboard_focus(option):
            draw_ring(painter, QRectF(option.rect), option.palette)

    def drawComplexControl(self, control: QStyle.ComplexControl, option: QStyleOptionComplex,  # noqa: N802
                           painter: QPainter, widget: QWidget | None = None) -> None:
        super().drawComplexControl(control, option, painter, widget)
        if control in RINGED_CONTROLS and keyboard_focus(option):
            draw_ring(painter, QRectF(option.rect), option.palette)

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption, painter: QPainter,  # noqa: N802
                      widget: QWidget | None = None) -> None:
        if element == QStyle.PrimitiveElement.PE_FrameFocusRect and keyboard_focus(option) \
                and not isinstance(widget, QAbstractItemView):
            if isinstance(widget, QPushButton):  # one a style sheet fills (a chosen tile): its whole edge
                draw_ring(painter, QRectF(widget.rect()), option.palette)
            else:  # a check box's or a radio button's words (no inner line: it would cut their letters)
                draw_ring(painter, QRectF(option.rect), option.palette, inner=False)
            return
        super().drawPrimitive(element, option, painter, widget)
        if not keyboard_focus(option):
            return
        if element == QStyle.PrimitiveElement.PE_PanelLineEdit and getattr(option, "lineWidth", 0) > 0 \
                or element == QStyle.PrimitiveElement.PE_Frame and isinstance(widget, QAbstractScrollArea):
            # a field with a frame (not a list box's own), a pane of text (Analyze a hand's answer)
            draw_ring(painter, QRectF(option.rect), option.palette)


_STYLE: list[FocusRing] = []


def show_keyboard_focus(app: QApplication) -> None:
    """Give the app `FocusRing` over the style it has (once; the app keeps it)."""
    if isinstance(app.style(), FocusRing):
        return
    style = FocusRing(app.style().name())
    _STYLE.append(style)  # (Python's reference; the app owns it)
    app.setStyle(style)
