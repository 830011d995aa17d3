"""Settings > Preferences: the user's name, the tiles, the animation speed, the language,
whether new games offer hints and whether your games' mistakes go to My mistakes; and the About
box's text."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QStackedWidget,
    QWidget,
)

from .. import __version__
from ..ai import solver
from .a11y import alt_key_buttons, follow_drawn_order
from .i18n import LANGUAGES, system_language, translate
from .settings import SPEEDS, Preferences
from .tileart import THEMES


class PreferencesDialog(QDialog):
    def __init__(self, prefs: Preferences, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "Preferences"))
        self.prefs = prefs
        form = QFormLayout(self)
        self.name = QLineEdit(prefs.name)
        self.name.setMaxLength(24)
        # (found by playing: a new name did not show on the game in progress, and nothing said so)
        self.name.setToolTip(translate("Dialogs", "Your name at the table, from the next game."))
        self.theme = QComboBox()
        for key, theme in THEMES.items():
            self.theme.addItem(translate("Dialogs", theme.label), key)
        self.theme.setCurrentIndex(self.theme.findData(prefs.theme))
        self.speed = QComboBox()
        for key in SPEEDS:
            self.speed.addItem(speed_label(key), key)
        self.speed.setCurrentIndex(self.speed.findData(prefs.speed))
        self.hints = QCheckBox(translate("Dialogs", "Offer &hints and undo in new games"))
        self.hints.setChecked(prefs.hints)
        # Which games, as `own_game.takes_mistakes` (found by a Moon audit: a Moon hand's review marked a
        # costly bid, and My mistakes, which takes only games like the ones practice deals, had none)
        # (short: the dialog must fit 1024x700 in every language; the tooltip says which games exactly)
        self.mistakes = QCheckBox(translate("Dialogs", "Put the costly bids and plays of your Texas 42 &games in My mistakes"))
        self.mistakes.setToolTip(translate("Dialogs", "Each finished hand of your games of Texas 42 scored in marks is "
                                                      "reviewed in the background; what it grades costly comes back in "
                                                      "Practice > My mistakes. Moon, 42 for three and games scored in points "
                                                      "are not reviewed for it."))
        self.mistakes.setChecked(prefs.mistakes_from_games)
        self.language = QComboBox()
        self.language.addItem(translate("Dialogs", "System ({language})").format(language=LANGUAGES[system_language()]), "")
        for code, native in LANGUAGES.items():
            self.language.addItem(native, code)
        self.language.setCurrentIndex(max(0, self.language.findData(prefs.language_choice)))
        self.language.setToolTip(translate("Dialogs", "The language of the app. A new one takes a restart, which OK "
                                                      "offers; your game is kept."))
        self.language_note = QLabel(translate("Dialogs", "OK offers to restart the app in this language now; your game "
                                                         "is kept."))
        self.language_note.setWordWrap(True)
        # Its room is kept while it is not shown: showing it moved "Offer hints and undo" to where OK
        # had been, and the dialog, sized without it, cut its lines (found by playing, worse in Vietnamese).
        note_room = QStackedWidget()
        note_room.addWidget(QWidget())
        note_room.addWidget(self.language_note)
        self.language.currentIndexChanged.connect(lambda _: note_room.setCurrentIndex(int(self.language_changes())))
        # Each field with an Alt key (found by QA: none had one); O and C are OK's and Cancel's.
        form.addRow(translate("Dialogs", "&Your name"), self.name)
        form.addRow(translate("Dialogs", "&Tiles"), self.theme)
        form.addRow(translate("Dialogs", "&Animation"), self.speed)
        # Above the language, so the note's kept room lies before the buttons, not as a gap
        # between two rows, and Tab goes down the rows in order (found by playing: Tab went from
        # Animation to this box below the language, then back up).
        form.addRow("", self.hints)
        form.addRow("", self.mistakes)
        form.addRow(translate("Dialogs", "&Language"), self.language)
        form.addRow("", note_room)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        alt_key_buttons(buttons)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        follow_drawn_order(buttons)  # (on GNOME Cancel is drawn first)

    def language_changes(self) -> bool:
        """The language chosen is not the one the app shows from the preferences (System is the
        system's language: from Italiano to System on an Italian system changes nothing)."""
        return (self.language.currentData() or system_language()) != self.prefs.language

    def store(self) -> None:
        self.prefs.name = self.name.text()
        self.prefs.theme = self.theme.currentData()
        self.prefs.speed = self.speed.currentData()
        self.prefs.hints = self.hints.isChecked()
        self.prefs.mistakes_from_games = self.mistakes.isChecked()
        self.prefs.language_choice = self.language.currentData()
        self.prefs.sync()  # now, so a file that cannot be written is said while the change is in mind


def solver_label() -> str:
    """Which solver the computer players use, in the player's language (found in Vietnamese:
    "native (C)" stayed English in the status bar and About)."""
    return translate("Dialogs", "native (C)") if solver.is_native() else translate("Dialogs", "Python (slower)")


def slow_solver_note() -> str:
    """For the status bar: only the slow solver is news worth the room there (About names either)."""
    return "" if solver.is_native() else translate("MainWindow", "Solver: {backend}").format(backend=solver_label())


def about_text(backend: str) -> str:
    return (
        f"<h3>Texas 42 {__version__}</h3><p>"
        + translate("Dialogs", "Texas 42, Moon and 42 for three against computer players that bid and play like strong humans.")
        + "</p><p>" + translate("Dialogs", "Solver: {backend}.").format(backend=backend) + "</p><p>"
        + translate("Dialogs", "Open source; the rules and the game record format are documented in the app.") + "</p>"
    )


def speed_label(key: str) -> str:
    names = {"off": translate("Dialogs", "Off (no motion)"), "fast": translate("Dialogs", "Fast"),
             "normal": translate("Dialogs", "Normal"), "slow": translate("Dialogs", "Slow")}
    return names.get(key, key.capitalize())
