"""Session-wide test settings: Qt draws offscreen and the app's files go to a throw-away folder."""

from __future__ import annotations

import os
import shutil
import tempfile

# Both must be set before anything imports Qt or asks for the config folder.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_TEST_HOME = tempfile.mkdtemp(prefix="troyes-desktop-tests-")
os.environ["TROYES_DESKTOP_HOME"] = _TEST_HOME


def pytest_sessionfinish(session, exitstatus) -> None:
    shutil.rmtree(_TEST_HOME, ignore_errors=True)


import pytest  # noqa: E402


@pytest.fixture
def french(qapp):
    """The application in French for one test (the compiled catalogue and Qt's own), English afterwards."""
    from troyes_desktop.app.language import apply_language

    apply_language("fr")
    yield
    apply_language("en")
