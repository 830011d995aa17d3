"""The game as a screen-reader user meets it, for the accessibility test: a window at 1024x700
dealing a seeded game (Easy players, no animation); a line on its standard input ("hint", "last trick")
does what that key does, and it ends when its standard input closes."""

import sys
from pathlib import Path

from PySide6.QtCore import QSocketNotifier
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gui_helpers import easy_factory, settings_at, setup_for  # noqa: E402

from texas42_qt.engine import Rules  # noqa: E402
from texas42_qt.gui.mainwindow import MainWindow  # noqa: E402


def main() -> int:
    folder, seed = Path(sys.argv[1]), int(sys.argv[2])
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Texas 42")  # the name a screen reader lists the app by
    window = MainWindow(settings_at(folder), folder / "data", ai_factory=easy_factory, offer_resume=False)
    window.resize(1024, 700)
    window.show()
    window.start_game(setup_for(Rules(), seed=seed))
    commands = {"hint": window.hints.request, "last trick": window.show_last_trick}  # a key's action, by name

    def command() -> None:
        line = sys.stdin.readline()
        if line:
            commands[line.strip()]()
        else:  # standard input closed: the end
            window.close()
            app.quit()

    done = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    done.activated.connect(command)
    code = app.exec()
    window.shutdown()
    return code


if __name__ == "__main__":
    sys.exit(main())
