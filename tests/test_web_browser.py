"""``poker-tui serve`` in a real browser: Debian's headless Chromium plays a hand.

The page's terminal is a canvas, so the test reads nothing from the page: it
presses keys in the browser and checks what reached the journal (the human's
actions of a settled hand) and what the server served (no request to another
host). Skips with its reason where Chromium, its driver, selenium or
textual-serve is absent; `.ci/run` installs them. With
POKER_TUI_UPDATE_SCREENSHOTS=1 the browser's picture of the table is saved as
screenshots/table-chromium.png (the README shows it).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .journal_actions import settled_actions

pytest.importorskip("textual_serve", reason="the web extra (textual-serve) is not installed")
webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed")

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
pytestmark = [
    pytest.mark.skipif(
        CHROMIUM is None or DRIVER is None,
        reason="Debian's chromium and chromium-driver are not installed",
    ),
    pytest.mark.xdist_group("browser"),
]
ROOT = Path(__file__).resolve().parent.parent
DEADLINE = 90.0  # seconds for one whole hand with a bot at the fast pace, on a loaded machine


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(what: str, check, timeout: float = DEADLINE, every: float = 0.25):  # type: ignore[no-untyped-def]
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got = check()
        if got:
            return got
        time.sleep(every)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.fixture
def server(tmp_path):
    port = free_port()
    env = {**os.environ, "POKER_TUI_DATA": str(tmp_path), "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "poker_tui",
            "serve",
            "--port",
            str(port),
            "play",
            "--seats",
            "2",
            "--bots",
            "station",
            "--pace",
            "fast",
            "--stack",
            "100",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        first = proc.stdout.readline() if proc.stdout else ""
        assert f"http://127.0.0.1:{port}" in first, first
        wait_for("the server to listen", lambda: _listening(port), timeout=30)
        yield f"http://127.0.0.1:{port}/", tmp_path / "poker.db"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()


def _listening(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


@pytest.fixture
def browser():
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = CHROMIUM
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=1280,860",
    ):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    try:
        yield driver
    finally:
        driver.quit()


def requested_hosts(driver) -> set[str]:  # type: ignore[no-untyped-def]
    """Every host the page sent a request to, from Chromium's network log."""
    import json
    from urllib.parse import urlparse

    hosts = set()
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            url = message["params"]["request"]["url"]
            if url.startswith(("http", "ws")):
                hosts.add(urlparse(url).hostname)
    return hosts


def test_a_hand_played_in_chromium_reaches_the_journal(server, browser):
    url, db = server
    browser.get(url)
    wait_for(
        "the app's first bytes in the page",
        lambda: (
            "-first-byte" in (browser.find_element("tag name", "body").get_attribute("class") or "")
        ),
    )
    from selenium.webdriver.common.action_chains import ActionChains

    keys = ActionChains(browser)
    browser.find_element("id", "terminal").click()

    def play() -> list[str]:
        keys.send_keys("c").perform()  # check, or call: the human's whole strategy
        return [kind for _, name, kind, _ in settled_actions(db) if name == "You"]

    kinds = wait_for("a settled hand with the human's actions in the journal", play, every=0.5)
    assert set(kinds) <= {"check", "call"} and kinds
    assert requested_hosts(browser) == {"127.0.0.1"}
    if os.environ.get("POKER_TUI_UPDATE_SCREENSHOTS"):
        browser.save_screenshot(str(ROOT / "screenshots" / "table-chromium.png"))
