"""The Qt table: scene, card items, piles, animation, controller, windows.

Only this package (and ``cardtable/app.py``) imports Qt. See README.md here for
how a game's view plugs in.
"""
