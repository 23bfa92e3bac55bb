"""The system's Chromium, headless, driven by Selenium through the system's chromedriver.

Nothing is ever downloaded: the browser and its driver are Debian's
(/usr/bin/chromium, /usr/bin/chromedriver; ``.ci/run`` installs them), named
by path, with Selenium Manager told to stay offline. ``missing()`` says why
the browser tests skip where they are not installed.

One browser plays many phones: each phone is a window of its own (headless
windows are all visible, so no page thinks it was put away), given its own
token before its page loads, as each phone's own storage would hold one.
"""

from __future__ import annotations

import os
import secrets
import shutil
import time
from typing import Any

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"


def missing() -> str:
    """Why the browser cannot run here ("" when it can)."""
    for path, package in ((CHROMIUM, "chromium"), (CHROMEDRIVER, "chromium-driver")):
        if not (os.path.exists(path) or shutil.which(os.path.basename(path))):
            return f"{path} is missing: apt-get install {package} (the browser tests drive the system's Chromium)"
    try:
        import selenium  # noqa: F401  # only where a browser test runs
    except ImportError:
        return "selenium is not installed (requirements-dev.txt)"
    return ""


def chromium(width: int = 412, height: int = 860) -> Any:
    """A headless Chromium the size of a phone held upright."""
    os.environ["SE_OFFLINE"] = "true"  # Selenium Manager must never fetch a browser or a driver
    # selenium only for the tests and the benchmark, never in the game
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = CHROMIUM if os.path.exists(CHROMIUM) else str(shutil.which("chromium"))
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-extensions",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-background-timer-throttling",
        "--disable-renderer-backgrounding",
        "--disable-backgrounding-occluded-windows",
        f"--window-size={width},{height}",
    ):
        options.add_argument(arg)
    driver = CHROMEDRIVER if os.path.exists(CHROMEDRIVER) else str(shutil.which("chromedriver"))
    return webdriver.Chrome(service=Service(executable_path=driver), options=options)


class BrowserPhone:
    """One phone: a window of ``driver`` on the arcade's page, with its own token."""

    def __init__(self, driver: Any, port: int, token: str | None = None) -> None:
        self.driver = driver
        self.port = port
        self.token = token or secrets.token_hex(16)
        if driver.current_url.startswith("http"):
            driver.switch_to.new_window("window")
        self.handle = driver.current_window_handle
        driver.get(f"http://127.0.0.1:{port}/")  # the code prompt: nothing connects yet
        self.run("localStorage.setItem('bha-token', arguments[0])", self.token)

    def focus(self) -> BrowserPhone:
        if self.driver.current_window_handle != self.handle:
            self.driver.switch_to.window(self.handle)
        return self

    def run(self, script: str, *args: Any) -> Any:
        return self.focus().driver.execute_script(script, *args)

    def open(self, path: str) -> BrowserPhone:
        self.focus().driver.get(f"http://127.0.0.1:{self.port}{path}")
        return self

    @property
    def state(self) -> str:
        return str(self.run("return document.body.dataset.state || ''"))

    def text(self, element: str) -> str:
        return str(self.run("return document.getElementById(arguments[0]).textContent", element))

    def wait(self, predicate: Any, seconds: float = 10.0, step: Any = None) -> bool:
        """Wait for ``predicate(self)``; ``step()`` runs meanwhile (the arcade's frames)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if predicate(self):
                return True
            if step is not None:
                step()
            else:
                time.sleep(0.02)
        return bool(predicate(self))

    def button(self, action: str) -> Any:
        from selenium.webdriver.common.by import By  # with the browser only

        return self.focus().driver.find_element(By.CSS_SELECTOR, f'[data-action="{action}"]')

    def tap(self, action: str) -> None:
        """A real tap on the button (Selenium's pointer: down and up on it)."""
        self.button(action).click()

    def press(self, action: str, down: bool = True) -> None:
        """A press or release dispatched as the page's own pointer event (many a second, no round trip)."""
        self.run(
            "const el = document.querySelector('[data-action=\"' + arguments[0] + '\"]');"
            "el.dispatchEvent(new PointerEvent(arguments[1] ? 'pointerdown' : 'pointerup',"
            " {bubbles: true, pointerId: 7, isPrimary: true}));",
            action,
            down,
        )

    def hide(self, hidden: bool = True) -> None:
        """The phone put away (asleep, another app) or taken out again: the page's visibility changes."""
        self.run(
            "Object.defineProperty(document, 'hidden', {configurable: true, get: () => arguments[0]});"
            "document.dispatchEvent(new Event('visibilitychange'));",
            hidden,
        )
