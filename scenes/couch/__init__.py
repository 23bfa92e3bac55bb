"""Couch play: seats bound to devices, the join screen, the reconnect screen, the seats component."""
