"""The arcade's version, in one place: pyproject.toml, --version and the bundles read it here."""

__version__ = "1.0.0"
