"""The single-instance channel no one else can take (issue 51): it lives in a private folder of the data
folder (or the private runtime folder), both ends check the other's account, launches are serialised by a
lock, idle connections time out, messages are bounded, and the window comes forward and says so.

Real processes where the finding needs them: racing launches, a flood of connections, ``TMPDIR`` variants,
and a second account made with ``useradd`` (when the tests run as root) for the hostile sockets."""
from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import signal
import socket
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from troyes_desktop.app import single_instance
from troyes_desktop.paths import data_dir

from . import test_one_window as one

ROOT = one.ROOT
#: A small listener for the hostile sockets: listens at argv[1], answers "ok" to anything and writes what it
#: receives to argv[2]. Run by the system's Python as the other account, so it needs nothing of the project.
LISTENER = r"""
import socket, sys
path, record = sys.argv[1], sys.argv[2]
server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
server.bind(path)
server.listen(50)
open(record + ".ready", "w").close()
while True:
    connection, _ = server.accept()
    connection.settimeout(5)
    try:
        data = connection.recv(65536)
        with open(record, "ab") as file:
            file.write(data)
        connection.sendall(b"ok\n")
    except OSError:
        pass
    connection.close()
"""


# ------------------------------------------------------------------------------------------ helpers


def _env(home: Path, **changes: str | None) -> dict:
    env = one._env(home)
    env.pop("XDG_RUNTIME_DIR", None)
    for key, value in changes.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def _launch(home: Path, *words, **env) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "troyes_desktop", *map(str, words)], env=_env(home, **env),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _anchor(home: Path) -> Path:
    return home / "data" / single_instance.ANCHOR


def _listening(home: Path) -> bool:
    """A window answers on the address its data folder names (a raw connection, not a message)."""
    address = single_instance.read_address(_anchor(home))
    if address is None:
        return False
    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        probe.settimeout(2)
        probe.connect(address)
        return True
    except OSError:
        return False
    finally:
        probe.close()


def _stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(20)


def _old_socket_name(home: Path) -> Path:
    """Where the channel used to be: the shared temporary folder, under a name anyone can work out."""
    folder = str((home / "data").resolve())
    digest = hashlib.sha256(f"{os.getuid()}\0{folder}".encode()).hexdigest()[:20]
    return Path(tempfile.gettempdir()) / f"troyes-desktop-{digest}"


def _account(role: str):
    """A new account on this computer (uid, gid, name), made with useradd; removed by the fixtures."""
    if os.name != "posix" or os.geteuid() != 0 or not shutil.which("useradd") or not shutil.which("setpriv"):
        pytest.skip("a second account needs root, useradd and setpriv")
    name = f"troyes-{role}-{os.getpid()}"
    made = subprocess.run(["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", name],
                          capture_output=True, text=True)
    if made.returncode != 0:
        pytest.skip(f"useradd failed: {made.stderr}")
    import pwd

    entry = pwd.getpwnam(name)
    return entry.pw_uid, entry.pw_gid, name


@pytest.fixture(scope="module")
def other_account():
    """Another account on this computer, the one that should reach nothing of ours."""
    account = _account("other")
    yield account
    subprocess.run(["userdel", account[2]], capture_output=True)


@pytest.fixture(scope="module")
def player_account():
    """An ordinary account (not root) that plays."""
    account = _account("player")
    yield account
    subprocess.run(["userdel", account[2]], capture_output=True)


def _as(account, *command: str) -> list[str]:
    uid, gid, _name = account
    return ["setpriv", f"--reuid={uid}", f"--regid={gid}", "--clear-groups", "--", *command]


def _hostile(account, path: Path, record: Path) -> subprocess.Popen:
    """The other account listens at ``path`` (its folder must let it), answering "ok" to anything."""
    process = subprocess.Popen(_as(account, "/usr/bin/python3", "-c", LISTENER, str(path), str(record)),
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    assert one._wait(lambda: Path(str(record) + ".ready").exists(), 20), process.stderr
    return process


def _account_folder(account) -> Path:
    """A folder of the other account's own in the shared temporary folder."""
    folder = Path(tempfile.mkdtemp(prefix="troyes-other-", dir="/tmp"))
    os.chown(folder, account[0], account[1])
    folder.chmod(0o755)
    return folder


# ----------------------------------------------------------------------------- the channel's place


def test_the_channel_lives_in_a_private_folder_of_the_data_folder(qapp, monkeypatch) -> None:
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    launch = single_instance.Launch()
    assert launch.forward(None) == single_instance.NOBODY
    server = launch.serve()
    try:
        anchor = data_dir() / single_instance.ANCHOR
        info = os.lstat(anchor)
        assert stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid()
        assert stat.S_IMODE(info.st_mode) == 0o700
        assert server is not None and server.address == str(anchor / single_instance.SOCKET_FILE)
        assert single_instance.read_address(anchor) == server.address
        assert stat.S_ISSOCK(os.lstat(server.address).st_mode)
    finally:
        if server is not None:
            server.close()


def test_an_open_folder_is_refused_and_the_window_runs_alone(qapp, monkeypatch, tmp_path, caplog) -> None:
    home = tmp_path / "home"
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(home))
    (home / "data" / single_instance.ANCHOR).mkdir(parents=True)
    (home / "data" / single_instance.ANCHOR).chmod(0o777)        # made by someone else's mistake: refused
    launch = single_instance.Launch()
    assert launch.alone is not None and "open to other accounts" in launch.alone
    assert launch.forward(None) == single_instance.NOBODY
    with caplog.at_level("WARNING"):
        assert launch.serve() is None
    assert "this window runs alone" in caplog.text
    assert stat.S_IMODE(os.lstat(home / "data" / single_instance.ANCHOR).st_mode) == 0o777   # not changed


def test_a_runtime_folder_that_is_not_private_is_not_used(monkeypatch, tmp_path) -> None:
    anchor = tmp_path / "anchor"
    anchor.mkdir(mode=0o700)
    runtime = Path(tempfile.mkdtemp(prefix="run-", dir="/tmp"))   # mode 0700, a short path
    try:
        monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
        (path, problem), _data = single_instance.socket_places(anchor)
        assert problem is None and path.parent == runtime / "TroyesDesktop"
        assert stat.S_IMODE(os.lstat(path.parent).st_mode) == 0o700
        runtime.chmod(0o755)
        (_path, problem), (data_place, data_problem) = single_instance.socket_places(anchor)
        assert problem is not None and "open to other accounts" in problem
        assert data_place == anchor / single_instance.SOCKET_FILE and data_problem is None
    finally:
        shutil.rmtree(runtime, ignore_errors=True)


# ---------------------------------------------------------------------------- another account


def test_another_accounts_socket_at_the_old_and_new_places_gets_nothing(tmp_path, other_account) -> None:
    """A real second account listens where the channel used to be (the shared temporary folder) and in a
    runtime folder of its own that the victim's XDG_RUNTIME_DIR names; a socket of that account's is named by
    the address in the data folder (put there as root: the account cannot reach the folder itself). The
    launch trusts none of them: its window opens and the other account receives nothing."""
    home = tmp_path / "home"
    save = one._save(tmp_path / "club.troyes.json", 3)
    spy = _account_folder(other_account)
    hostile = []
    try:
        hostile.append(_hostile(other_account, _old_socket_name(home), spy / "old"))
        runtime = spy / "run"
        runtime.mkdir(mode=0o700)
        (runtime / "TroyesDesktop").mkdir(mode=0o700)
        for folder in (runtime, runtime / "TroyesDesktop"):
            os.chown(folder, other_account[0], other_account[1])
        anchor = _anchor(home)
        anchor.mkdir(parents=True, mode=0o700)
        digest = hashlib.sha256(f"{os.getuid()}\0{(home / 'data').resolve()}".encode()).hexdigest()[:20]
        hostile.append(_hostile(other_account, runtime / "TroyesDesktop" / f"instance-{digest}",
                                spy / "runtime"))
        planted = anchor / single_instance.SOCKET_FILE
        hostile.append(subprocess.Popen([sys.executable, "-c", LISTENER, str(planted), str(spy / "planted")]))
        assert one._wait(lambda: Path(str(spy / "planted") + ".ready").exists(), 20)
        os.chown(planted, other_account[0], other_account[1])
        single_instance.write_address(anchor, str(planted))
        window = _launch(home, save, XDG_RUNTIME_DIR=str(runtime))
        try:
            assert one._wait(lambda: one._opened(home, save)), "the launch opens its own window"
            assert window.poll() is None
            for name in ("old", "runtime", "planted"):
                assert not (spy / name).exists(), f"the socket at the {name} place received a message"
            address = single_instance.read_address(anchor)
            assert address == str(planted) and os.lstat(planted).st_uid == os.getuid()   # taken back
            log = (home / "data" / "logs").glob("*.log*")
            words = " ".join(p.read_text(encoding="utf-8", errors="replace") for p in log)
            assert "belongs to another account" in words
            # A second launch finds this window, not the others.
            again = subprocess.run([sys.executable, "-m", "troyes_desktop"], env=_env(home), timeout=60,
                                   capture_output=True, text=True)
            assert again.returncode == 0 and window.poll() is None, again.stderr
            assert not any((spy / name).exists() for name in ("old", "runtime", "planted"))
        finally:
            _stop(window)
    finally:
        for process in hostile:
            process.kill()
            process.wait(10)
        shutil.rmtree(spy, ignore_errors=True)
        with contextlib.suppress(OSError):
            _old_socket_name(home).unlink()


def test_the_window_refuses_a_connection_from_another_account(qtbot, other_account) -> None:
    """Even when its folder and socket were opened to everyone by mistake, the window takes no message from
    another account (the peer's credentials), and still takes its own account's."""
    anchor = Path(tempfile.mkdtemp(prefix="troyes-anchor-", dir="/tmp"))
    server = single_instance.InstanceServer(anchor)
    opened: list = []
    server.opened.connect(opened.append)
    try:
        assert server.listening
        anchor.chmod(0o755)
        os.chmod(server.address, 0o777)
        code = ("import socket,sys\ns=socket.socket(socket.AF_UNIX)\ns.settimeout(10)\n"
                "s.connect(sys.argv[1])\n"
                "try:\n    s.sendall(b'{\"open\": \"/etc/passwd\"}\\n')\n    print(repr(s.recv(64)))\n"
                "except (BrokenPipeError, ConnectionResetError):\n    print(repr(b''))\n")
        attacker = subprocess.Popen(_as(other_account, "/usr/bin/python3", "-c", code, server.address),
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        qtbot.waitUntil(lambda: attacker.poll() is not None, timeout=20000)
        out, err = attacker.communicate()
        assert attacker.returncode == 0, err
        assert out.strip() == "b''", "closed without an answer"
        qtbot.wait(200)
        assert opened == []
        # The window's own account is answered.
        mine = subprocess.Popen([sys.executable, "-c", code.replace("/etc/passwd", "/tmp/mine"),
                                 server.address], stdout=subprocess.PIPE, text=True)
        qtbot.waitUntil(lambda: mine.poll() is not None, timeout=20000)
        assert mine.communicate()[0].strip() == "b'ok\\n'"
        assert opened == [Path("/tmp/mine")]
    finally:
        server.close()
        shutil.rmtree(anchor, ignore_errors=True)


def test_between_two_ordinary_accounts_the_channel_is_out_of_reach(other_account, player_account) -> None:
    """A player (not root) runs the window; another account can neither read the address nor connect to the
    socket, and its socket at the old place in the shared temporary folder gets nothing; the player's second
    launch finds the window."""
    home = Path(tempfile.mkdtemp(prefix="troyes-player-", dir="/tmp"))
    os.chown(home, player_account[0], player_account[1])
    spy = _account_folder(other_account)
    old_place = Path("/tmp") / ("troyes-desktop-" + hashlib.sha256(
        f"{player_account[0]}\0{(home / 'data').resolve()}".encode()).hexdigest()[:20])
    hostile = _hostile(other_account, old_place, spy / "old")
    env = _env(home, TMPDIR="/tmp", HOME=str(home))
    window = subprocess.Popen(_as(player_account, sys.executable, "-m", "troyes_desktop"), env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert one._wait(lambda: _listening(home)), "the player's window listens"
        anchor = _anchor(home)
        assert os.lstat(anchor).st_uid == player_account[0]
        address = single_instance.read_address(anchor)
        probe = ("import sys\ntry:\n    open(sys.argv[1]).read()\n    print('read')\n"
                 "except PermissionError:\n    print('refused')\n"
                 "import socket\ns = socket.socket(socket.AF_UNIX)\ntry:\n"
                 "    s.connect(sys.argv[2])\n    print('connected')\nexcept PermissionError:\n"
                 "    print('refused')\n")
        seen = subprocess.run(_as(other_account, "/usr/bin/python3", "-c", probe,
                                  str(anchor / single_instance.ADDRESS_FILE), address),
                              capture_output=True, text=True, timeout=30)
        assert seen.stdout.split() == ["refused", "refused"], seen.stdout + seen.stderr
        again = subprocess.run(_as(player_account, sys.executable, "-m", "troyes_desktop"), env=env,
                               capture_output=True, text=True, timeout=60)
        assert again.returncode == 0, again.stderr
        assert window.poll() is None and not (spy / "old").exists()
    finally:
        _stop(window)
        hostile.kill()
        hostile.wait(10)
        shutil.rmtree(spy, ignore_errors=True)
        shutil.rmtree(home, ignore_errors=True)
        with contextlib.suppress(OSError):
            old_place.unlink()


# ---------------------------------------------------------------------- racing launches, TMPDIR


RACER = r"""
import os, runpy, sys, time
import PySide6.QtWidgets, troyes_desktop.cli, troyes_desktop.app.single_instance   # only the launch is left
barrier, ready = sys.argv[1], sys.argv[2]
open(ready, "w").close()
while not os.path.exists(barrier):
    time.sleep(0.001)
sys.argv = ["troyes-desktop"]
runpy.run_module("troyes_desktop", run_name="__main__")
"""


def test_launches_at_the_same_instant_give_one_window(tmp_path) -> None:
    """Ten rounds of two launches released together by a barrier file: each time one window, and the other
    launch hands over to it and ends (the window is then killed, so the next round also starts over a
    stale socket)."""
    home = tmp_path / "home"
    for round_ in range(10):
        barrier = tmp_path / f"go-{round_}"
        ready = [tmp_path / f"ready-{round_}-{n}" for n in range(2)]
        racers = [subprocess.Popen([sys.executable, "-c", RACER, str(barrier), str(flag)], text=True,
                                   env=_env(home), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                  for flag in ready]
        try:
            assert one._wait(lambda: all(flag.exists() for flag in ready), 60)
            barrier.touch()
            assert one._wait(lambda: any(r.poll() is not None for r in racers), 90), \
                f"round {round_}: both launches kept a window"
            ended = [r for r in racers if r.poll() is not None]
            assert len(ended) == 1 and ended[0].returncode == 0, \
                f"round {round_}: {[r.returncode for r in racers]} {ended[0].communicate()[1]}"
            time.sleep(0.5)
            assert sum(r.poll() is None for r in racers) == 1, f"round {round_}: the window ended"
        finally:
            for racer in racers:
                if racer.poll() is None:
                    racer.kill()
                racer.wait(20)


def test_different_temporary_folders_give_one_window(tmp_path) -> None:
    """The channel's place depends on the data folder and the user, not on TMPDIR nor XDG_RUNTIME_DIR."""
    home = tmp_path / "home"
    save = one._save(tmp_path / "club.troyes.json", 3)
    others = [one._save(tmp_path / f"other{seed}.troyes.json", seed) for seed in (5, 7)]
    temporaries = [tmp_path / name for name in ("t1", "t2", "t3")]
    for folder in temporaries:
        folder.mkdir()
    runtime = Path(tempfile.mkdtemp(prefix="run-", dir="/tmp"))      # the window listens here
    window = _launch(home, save, TMPDIR=str(temporaries[0]), XDG_RUNTIME_DIR=str(runtime))
    try:
        assert one._wait(lambda: one._opened(home, save))
        for folder, xdg, other in ((temporaries[1], None, others[0]),
                                   (temporaries[2], str(runtime), others[1])):
            since = time.time()
            second = subprocess.run([sys.executable, "-m", "troyes_desktop", str(other)], timeout=60,
                                    env=_env(home, TMPDIR=str(folder), XDG_RUNTIME_DIR=xdg),
                                    capture_output=True, text=True)
            assert second.returncode == 0, second.stderr
            assert one._wait(lambda: one._opened(home, other, since)), "the window already open shows it"
            assert window.poll() is None
        assert single_instance.read_address(_anchor(home)).startswith(str(runtime))
    finally:
        _stop(window)
        shutil.rmtree(runtime, ignore_errors=True)


# ------------------------------------------------------------------------- floods, bad messages


def test_a_flood_of_idle_connections_neither_blocks_nor_closes_the_window(tmp_path) -> None:
    home = tmp_path / "home"
    save = one._save(tmp_path / "club.troyes.json", 3)
    window = _launch(home)
    idle: list[socket.socket] = []
    try:
        assert one._wait(lambda: _listening(home)), "the window listens"
        address = single_instance.read_address(_anchor(home))
        for _ in range(300):
            connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            deadline = time.monotonic() + 30
            while True:             # the listening queue full: the window empties it as it goes
                try:
                    connection.connect(address)
                    break
                except BlockingIOError:
                    assert time.monotonic() < deadline, "the window stopped taking connections"
                    time.sleep(0.01)
            idle.append(connection)
        since = time.time()
        launch = subprocess.run([sys.executable, "-m", "troyes_desktop", str(save)], env=_env(home),
                                timeout=60, capture_output=True, text=True)
        assert launch.returncode == 0, launch.stderr
        assert one._wait(lambda: one._opened(home, save, since)), "the one window still takes the file"
        # Every idle connection is closed by the window within a few seconds.
        end = time.monotonic() + single_instance.IDLE_MS / 1000 + 10
        for connection in idle:
            connection.settimeout(max(0.1, end - time.monotonic()))
            try:
                assert connection.recv(16) == b""
            except ConnectionResetError:
                pass                                # closed too
        assert window.poll() is None and _listening(home)
    finally:
        for connection in idle:
            connection.close()
        _stop(window)


def _raw_client(address: str, data: bytes) -> socket.socket:
    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    connection.connect(address)
    if data:
        connection.sendall(data)
    connection.setblocking(False)
    return connection


def _closed(connection: socket.socket) -> bool:
    try:
        return connection.recv(64) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True


@pytest.fixture
def server(qapp, tmp_path):
    anchor = tmp_path / "anchor"
    anchor.mkdir(mode=0o700)
    server = single_instance.InstanceServer(anchor)
    assert server.listening
    yield server
    server.close()


@pytest.mark.parametrize("data", [b"[" * 8000 + b"\n", b"{\"open\": " * 2000 + b"\n", b"x" * 20000,
                                  b"\xff\xfe\n", b'{"open": [1]}\n', b""],
                         ids=["deep-list", "deep-object", "too-long", "not-utf8", "not-a-path", "idle"])
def test_a_bad_message_is_dropped_with_its_connection(qtbot, server, data) -> None:
    opened: list = []
    server.opened.connect(opened.append)
    connection = _raw_client(server.address, data)
    try:
        qtbot.waitUntil(lambda: _closed(connection), timeout=single_instance.IDLE_MS + 3000)
        assert opened == []
    finally:
        connection.close()


def test_deep_nesting_is_refused_without_parsing() -> None:
    for deep in (b"[" * 100000, b"[" * 5000 + b"]" * 5000, b'{"open": {"open": {"open": null}}}'):
        assert single_instance.read_message(deep) is False
    assert single_instance.read_message(b'{"open": "[[[[[[{{{{"}') == Path("[[[[[[{{{{")


def test_the_window_listens_again_when_its_socket_is_lost(qtbot, server) -> None:
    opened: list = []
    server.opened.connect(opened.append)
    os.unlink(server.address)                      # a cleaner removed it
    qtbot.waitUntil(lambda: os.path.exists(server.address), timeout=single_instance.WATCH_MS + 3000)
    server.server.close()                          # what Qt does when no file descriptor is left
    qtbot.waitUntil(lambda: server.server.isListening(), timeout=single_instance.WATCH_MS + 3000)
    connection = _raw_client(server.address, b'{"open": null}\n')
    try:
        qtbot.waitUntil(lambda: opened == [None], timeout=5000)
    finally:
        connection.close()


def test_only_the_exact_reply_counts(qapp, monkeypatch, tmp_path) -> None:
    """A socket of ours whose listener answers anything but the one reply has not taken the file."""
    home = tmp_path / "home"
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(home))
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    launch = single_instance.Launch()
    place = _anchor(home) / single_instance.SOCKET_FILE
    fake = subprocess.Popen([sys.executable, "-c", LISTENER.replace('b"ok\\n"', 'b"ok, not the reply\\n"'),
                             str(place), str(tmp_path / "record")])
    try:
        assert one._wait(lambda: Path(str(tmp_path / "record") + ".ready").exists(), 20)
        single_instance.write_address(_anchor(home), str(place))
        assert launch.forward(None) == single_instance.NO_ANSWER
        assert (tmp_path / "record").read_bytes() == b'{"open": null}\n'
    finally:
        launch.release()
        fake.kill()
        fake.wait(10)


# ------------------------------------------------------------------------------- the window says so


def test_a_second_launch_brings_the_window_forward_and_it_says_so(window, qtbot, monkeypatch) -> None:
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    launch = single_instance.Launch()
    assert launch.forward(None) == single_instance.NOBODY
    server = launch.serve()
    assert server is not None
    server.opened.connect(lambda path: single_instance.receive(window, path))
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    try:
        second = subprocess.Popen([sys.executable, "-m", "troyes_desktop"], text=True,
                                  env=dict(os.environ, PYTHONPATH=str(ROOT)),
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=60000)
        assert second.returncode == 0, second.communicate()[1]
        assert window.statusBar().currentMessage() == "Troyes Desktop is already open: here it is."
        assert not window.isMinimized() and window.isVisible()
    finally:
        server.close()


def test_a_data_folder_too_deep_for_a_socket_still_gives_one_window(qtbot, monkeypatch, tmp_path) -> None:
    """A socket's path has at most about 100 bytes: with a deep data folder and no runtime folder, the window
    listens in a fresh private folder, and a second launch finds it through the data folder."""
    home = tmp_path / ("deep-" * 12) / "home"
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(home))
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    launch = single_instance.Launch()
    assert launch.forward(None) == single_instance.NOBODY
    server = launch.serve()
    assert server is not None and server.listening
    opened: list = []
    server.opened.connect(opened.append)
    try:
        folder = Path(server.address).parent
        assert folder != _anchor(home) and stat.S_IMODE(os.lstat(folder).st_mode) == 0o700
        assert single_instance.read_address(_anchor(home)) == server.address
        second = subprocess.Popen([sys.executable, "-m", "troyes_desktop", str(tmp_path / "a.troyes.json")],
                                  env=_env(home), text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=60000)
        assert second.returncode == 0, second.communicate()[1]
        assert opened == [tmp_path / "a.troyes.json"]
    finally:
        server.close()
    assert not folder.exists()


WINDOWS_WAY = r"""
import sys
sys.modules["fcntl"] = None                       # no fcntl: the lock is a QLockFile
from PySide6.QtCore import QCoreApplication
from troyes_desktop.app import single_instance
single_instance._POSIX = False                    # a pipe's name, no owners to check
app = QCoreApplication([])
launch = single_instance.Launch()
print(launch.forward(single_instance.Path(sys.argv[1])))
launch.release()
"""


def test_the_windows_way_works_here_too(qtbot, monkeypatch, tmp_path) -> None:
    """What Windows does, as far as this computer can show it: no fcntl (a QLockFile), no owners to check,
    the channel under a random name known only from the data folder."""
    import builtins

    home = tmp_path / "home"
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(home))
    monkeypatch.setattr(single_instance, "_POSIX", False)
    real_import = builtins.__import__

    def no_fcntl(name, *args, **kwargs):
        if name == "fcntl":
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_fcntl)
    launch = single_instance.Launch()
    assert launch._lock is not None and launch._lock._qlock is not None and launch._lock._qlock.isLocked()
    assert launch.forward(None) == single_instance.NOBODY
    server = launch.serve()
    monkeypatch.setattr(builtins, "__import__", real_import)
    assert server is not None and server.listening
    opened: list = []
    server.opened.connect(opened.append)
    try:
        name = single_instance.read_address(_anchor(home))
        assert name == server.address and name.startswith("troyes-desktop-") and len(name) == 15 + 32
        second = subprocess.Popen([sys.executable, "-c", WINDOWS_WAY, str(tmp_path / "a.troyes.json")],
                                  env=_env(home), text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=60000)
        out, err = second.communicate()
        assert out.strip() == single_instance.FORWARDED, err
        assert opened == [tmp_path / "a.troyes.json"]
    finally:
        server.close()
