"""The shell: title, attract mode, pause, Controls and Settings; the top layer, above the games."""
