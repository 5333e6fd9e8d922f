"""The words of Qt's own dialogs (the file dialog of Load and Save As, the buttons of message boxes, a text
field's menu) in the app's own catalogue.

Qt ships their French in ``qtbase_fr.qm``, which :mod:`troyes_desktop.app.language` loads when it finds it
(Qt's translations folder, the PySide6 package's, the app's resources). Some installs have none of them (a
system Qt without its translations package, a trimmed bundle): the app's catalogue then answers for these
contexts, so that "Look in:" and "Files of type:" read in French in every install. The words are Qt's
English sources, context by context, exactly as Qt asks for them; their French is ours.
"""

from __future__ import annotations

from troyes_desktop.i18n import translate


def qt_dialog_words() -> list[tuple[str, str, str]]:
    """(context, English, French) of every word listed here, in the current language (for the tests)."""
    words = [
        ("QFileDialog", "&Look in:", translate("QFileDialog", "&Look in:")),
        ("QFileDialog", "File &name:", translate("QFileDialog", "File &name:")),
        ("QFileDialog", "Files of &type:", translate("QFileDialog", "Files of &type:")),
        ("QFileDialog", "&Open", translate("QFileDialog", "&Open")),
        ("QFileDialog", "&Save", translate("QFileDialog", "&Save")),
        ("QFileDialog", "&Delete", translate("QFileDialog", "&Delete")),
        ("QFileDialog", "&Rename", translate("QFileDialog", "&Rename")),
        ("QFileDialog", "&New Folder", translate("QFileDialog", "&New Folder")),
        ("QFileDialog", "New Folder", translate("QFileDialog", "New Folder")),
        ("QFileDialog", "All Files (*)", translate("QFileDialog", "All Files (*)")),
        ("QFileDialog", "Back", translate("QFileDialog", "Back")),
        ("QFileDialog", "Forward", translate("QFileDialog", "Forward")),
        ("QFileDialog", "Go back", translate("QFileDialog", "Go back")),
        ("QFileDialog", "Go forward", translate("QFileDialog", "Go forward")),
        ("QFileDialog", "Parent Directory", translate("QFileDialog", "Parent Directory")),
        ("QFileDialog", "Go to the parent directory", translate("QFileDialog", "Go to the parent directory")),
        ("QFileDialog", "Create New Folder", translate("QFileDialog", "Create New Folder")),
        ("QFileDialog", "Create a New Folder", translate("QFileDialog", "Create a New Folder")),
        ("QFileDialog", "List View", translate("QFileDialog", "List View")),
        ("QFileDialog", "Detail View", translate("QFileDialog", "Detail View")),
        ("QFileDialog", "Change to list view mode", translate("QFileDialog", "Change to list view mode")),
        ("QFileDialog", "Change to detail view mode", translate("QFileDialog", "Change to detail view mode")),
        ("QFileDialog", "Show &hidden files", translate("QFileDialog", "Show &hidden files")),
        ("QFileDialog", "Sidebar", translate("QFileDialog", "Sidebar")),
        ("QFileDialog", "List of places and bookmarks",
         translate("QFileDialog", "List of places and bookmarks")),
        ("QFileDialog", "Files", translate("QFileDialog", "Files")),
        ("QFileDialog", "%1 already exists.\nDo you want to replace it?",
         translate("QFileDialog", "%1 already exists.\nDo you want to replace it?")),
        ("QFileDialog", "%1\nFile not found.\nPlease verify the correct file name was given.",
         translate("QFileDialog", "%1\nFile not found.\nPlease verify the correct file name was given.")),
        ("QFileDialog", "Are you sure you want to delete '%1'?",
         translate("QFileDialog", "Are you sure you want to delete '%1'?")),
        ("QFileSystemModel", "Name", translate("QFileSystemModel", "Name")),
        ("QFileSystemModel", "Size", translate("QFileSystemModel", "Size")),
        ("QFileSystemModel", "Type", translate("QFileSystemModel", "Type", "All other platforms")),
        ("QFileSystemModel", "Date Modified", translate("QFileSystemModel", "Date Modified")),
        ("QFileSystemModel", "Computer", translate("QFileSystemModel", "Computer")),
        ("QAbstractFileIconProvider", "Folder",
         translate("QAbstractFileIconProvider", "Folder", "All other platforms")),
        ("QAbstractFileIconProvider", "Drive", translate("QAbstractFileIconProvider", "Drive")),
        ("QAbstractFileIconProvider", "Unknown", translate("QAbstractFileIconProvider", "Unknown")),
        ("QPlatformTheme", "OK", translate("QPlatformTheme", "OK")),
        ("QPlatformTheme", "Cancel", translate("QPlatformTheme", "Cancel")),
        ("QPlatformTheme", "Close", translate("QPlatformTheme", "Close")),
        ("QPlatformTheme", "Open", translate("QPlatformTheme", "Open")),
        ("QPlatformTheme", "Save", translate("QPlatformTheme", "Save")),
        ("QPlatformTheme", "Discard", translate("QPlatformTheme", "Discard")),
        ("QPlatformTheme", "&Yes", translate("QPlatformTheme", "&Yes")),
        ("QPlatformTheme", "&No", translate("QPlatformTheme", "&No")),
        ("QLineEdit", "&Undo", translate("QLineEdit", "&Undo")),
        ("QLineEdit", "&Redo", translate("QLineEdit", "&Redo")),
        ("QLineEdit", "Cu&t", translate("QLineEdit", "Cu&t")),
        ("QLineEdit", "&Copy", translate("QLineEdit", "&Copy")),
        ("QLineEdit", "&Paste", translate("QLineEdit", "&Paste")),
        ("QLineEdit", "Delete", translate("QLineEdit", "Delete")),
        ("QLineEdit", "Select All", translate("QLineEdit", "Select All")),
    ]
    return words
