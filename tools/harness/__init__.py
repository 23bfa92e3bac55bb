"""The test harness (the real app driven headless, virtual pads, the tour): tests and tools import it."""
