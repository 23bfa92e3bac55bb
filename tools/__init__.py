"""Benchmarks, generators and review tools (run as scripts: python tools/NAME.py)."""
