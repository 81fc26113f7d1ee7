"""The rules: pure Python, no Qt. One package per game, on the contract of state.py."""
