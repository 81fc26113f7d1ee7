"""The Debian package: ``packaging/build.sh --deb`` builds the bundle (which
must pass its self-test) and the .deb; installed on this machine, the
``cardtable`` on the PATH passes its self-test, a record file is recognised
as one, and removing the package leaves nothing behind. Needs root (or
password-less sudo) and dpkg: skipped elsewhere. Slow: marked ``packaging``."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.packaging
ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.cardtable.CardTable"


def as_root() -> list[str]:
    if os.geteuid() == 0:
        return []
    if shutil.which("sudo") and subprocess.run(["sudo", "-n", "true"], capture_output=True).returncode == 0:
        return ["sudo", "-n"]
    pytest.skip("installing a .deb needs root or password-less sudo")


def run(*command, **kwargs) -> subprocess.CompletedProcess:
    done = subprocess.run([str(c) for c in command], capture_output=True, text=True, **kwargs)
    assert done.returncode == 0, f"{' '.join(map(str, command))}\n{done.stdout}\n{done.stderr}"
    return done


def test_the_deb_installs_self_tests_and_removes_cleanly(tmp_path):
    if not shutil.which("dpkg"):
        pytest.skip("not a Debian-like machine")
    sudo = as_root()
    if subprocess.run(["dpkg-query", "-W", "cardtable"], capture_output=True).returncode == 0:
        pytest.skip("a cardtable package is already installed here; not touching it")
    run(ROOT / "packaging" / "build.sh", "--deb", cwd=ROOT)
    [deb] = (ROOT / "dist").glob("cardtable_*.deb")
    contents = run("dpkg-deb", "--contents", deb).stdout
    files = {line.split()[5].removeprefix(".") for line in contents.splitlines()}
    for path in ("/opt/cardtable/cardtable", "/usr/bin/cardtable",
                 f"/usr/share/applications/{APP_ID}.desktop", f"/usr/share/metainfo/{APP_ID}.metainfo.xml",
                 f"/usr/share/mime/packages/{APP_ID}.xml", f"/usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
                 f"/usr/share/icons/hicolor/48x48/apps/{APP_ID}.png"):
        assert path in files

    run(*sudo, "dpkg", "-i", deb)
    try:
        env = {**os.environ, "CARDTABLE_HOME": str(tmp_path / "home")}
        out = run("/usr/bin/cardtable", "--self-test", cwd=tmp_path, env=env).stdout
        assert out.startswith("cardtable self-test passed: 15 rulesets played")
        assert out.rstrip().endswith("the solver compiled")   # the bundle carries it
        record = tmp_path / "match.cardtable.json"
        run("/usr/bin/cardtable", "simulate", "tarot-4p", "--games", "1", "--seed", "1", "--out", record,
            cwd=tmp_path, env=env)
        unnamed = tmp_path / "downloaded"  # no extension: recognised by its content
        unnamed.write_bytes(record.read_bytes())
        code = ("import sys\nfrom PySide6.QtCore import QMimeDatabase\n"
                "print(*(QMimeDatabase().mimeTypeForFile(f).name() for f in sys.argv[1:]))\n")
        kinds = run(sys.executable, "-c", code, record, unnamed, env=env).stdout.split()
        assert kinds == ["application/x-cardtable-record+json"] * 2
        if Path("/usr/share/applications/mimeinfo.cache").exists():
            assert f"application/x-cardtable-record+json={APP_ID}.desktop" in \
                Path("/usr/share/applications/mimeinfo.cache").read_text()
    finally:
        run(*sudo, "dpkg", "--purge", "cardtable")
    assert subprocess.run(["dpkg-query", "-W", "cardtable"], capture_output=True).returncode != 0
    left = [path for path in files if path not in ("/", "/opt", "/usr", "/usr/bin", "/usr/share")
            and not path.endswith("/") and os.path.lexists(path)]
    assert left == [] and not Path("/opt/cardtable").exists()
