"""The shapes of requests and answers: marshmallow schemas (every request body and query is
loaded through one) and the OpenAPI document made from them.

Rooms: ``common`` (the schemas every game shares), ``openapi_fields`` (the document's field
types, unions and headers), the schemas derived from the engine's declarations
(``create_schema``, ``action_schema``, ``field_schema``, ``view_docs``, ``code_docs``,
``examples``), and ``openapi`` (the finished document).

May import ``i18n`` and the engine; everything else of ``api`` stands above it.
``tests/test_import_graph.py`` holds this.
"""
