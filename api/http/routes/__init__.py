"""The blueprints: ``games`` (create, view, act, preview, reclaim, the log), ``streams`` (live
updates), ``portals`` (a portal's listing and seat tokens), ``exports``, ``reference`` (game
types, catalogs, rules, health) and ``web_client`` (the reference client at ``/play/``, with
its labels in ``web_client_labels``)."""
