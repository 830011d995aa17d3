"""The desktop table (PySide6): controller, models, table view, panels and dialogs."""
