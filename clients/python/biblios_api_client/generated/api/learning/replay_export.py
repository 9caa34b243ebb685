from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_export_1347 import GameExport1347
from ...models.game_export_biblios import GameExportBiblios
from ...models.lang import Lang
from ...models.problem_out import ProblemOut
from ...models.replay_export_as import ReplayExportAs
from ...models.replay_page import ReplayPage
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: GameExport1347 | GameExportBiblios,
    lang: Lang | Unset = UNSET,
    as_: ReplayExportAs,
    from_: int | Unset = 0,
    limit: int | Unset = 100,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    params: dict[str, Any] = {}

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang

    json_as_ = as_.value
    params["as"] = json_as_

    params["from"] = from_

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/replays",
        "params": params,
    }

    
    if isinstance(body, GameExportBiblios):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemOut | ReplayPage:
    if response.status_code == 200:
        response_200 = ReplayPage.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = ProblemOut.from_dict(response.json())



        return response_400

    if response.status_code == 404:
        response_404 = ProblemOut.from_dict(response.json())



        return response_404

    if response.status_code == 413:
        response_413 = ProblemOut.from_dict(response.json())



        return response_413

    if response.status_code == 422:
        response_422 = ProblemOut.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = ProblemOut.from_dict(response.json())



        return response_429

    response_default = ProblemOut.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ProblemOut | ReplayPage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: GameExport1347 | GameExportBiblios,
    lang: Lang | Unset = UNSET,
    as_: ReplayExportAs,
    from_: int | Unset = 0,
    limit: int | Unset = 100,

) -> Response[ProblemOut | ReplayPage]:
    """ Replay a finished game from its export document (`GET /v1/games/{id}/export`), so a
    portal can replay a game the server no longer holds; no token needed.

     The document passes `biblios-verify`'s checks first (422 `export_invalid`, `check` naming
    the one that failed); then the answer is the replay's, as `GET /v1/games/{id}/replay`'s
    (`as`, `from`, `limit`, `lang` the same), the names and external ids the document's,
    the body up to 256 KiB (`BIBLIOS_MAX_EXPORT_BYTES`), not 16 KiB as other requests',
    each view's `id` empty (the document does not name the game's id).

    Args:
        lang (Lang | Unset): A language of the texts.
        as_ (ReplayExportAs):
        from_ (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.
        body (GameExport1347 | GameExportBiblios): A finished game as a document anyone can verify
            offline (docs/fair-shuffles.md), by `game`: its setup, fairness (server seed revealed),
            seats, every action and its result (the engine's, language-free).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemOut | ReplayPage]
     """


    kwargs = _get_kwargs(
        body=body,
lang=lang,
as_=as_,
from_=from_,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: GameExport1347 | GameExportBiblios,
    lang: Lang | Unset = UNSET,
    as_: ReplayExportAs,
    from_: int | Unset = 0,
    limit: int | Unset = 100,

) -> ProblemOut | ReplayPage | None:
    """ Replay a finished game from its export document (`GET /v1/games/{id}/export`), so a
    portal can replay a game the server no longer holds; no token needed.

     The document passes `biblios-verify`'s checks first (422 `export_invalid`, `check` naming
    the one that failed); then the answer is the replay's, as `GET /v1/games/{id}/replay`'s
    (`as`, `from`, `limit`, `lang` the same), the names and external ids the document's,
    the body up to 256 KiB (`BIBLIOS_MAX_EXPORT_BYTES`), not 16 KiB as other requests',
    each view's `id` empty (the document does not name the game's id).

    Args:
        lang (Lang | Unset): A language of the texts.
        as_ (ReplayExportAs):
        from_ (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.
        body (GameExport1347 | GameExportBiblios): A finished game as a document anyone can verify
            offline (docs/fair-shuffles.md), by `game`: its setup, fairness (server seed revealed),
            seats, every action and its result (the engine's, language-free).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemOut | ReplayPage
     """


    return sync_detailed(
        client=client,
body=body,
lang=lang,
as_=as_,
from_=from_,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: GameExport1347 | GameExportBiblios,
    lang: Lang | Unset = UNSET,
    as_: ReplayExportAs,
    from_: int | Unset = 0,
    limit: int | Unset = 100,

) -> Response[ProblemOut | ReplayPage]:
    """ Replay a finished game from its export document (`GET /v1/games/{id}/export`), so a
    portal can replay a game the server no longer holds; no token needed.

     The document passes `biblios-verify`'s checks first (422 `export_invalid`, `check` naming
    the one that failed); then the answer is the replay's, as `GET /v1/games/{id}/replay`'s
    (`as`, `from`, `limit`, `lang` the same), the names and external ids the document's,
    the body up to 256 KiB (`BIBLIOS_MAX_EXPORT_BYTES`), not 16 KiB as other requests',
    each view's `id` empty (the document does not name the game's id).

    Args:
        lang (Lang | Unset): A language of the texts.
        as_ (ReplayExportAs):
        from_ (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.
        body (GameExport1347 | GameExportBiblios): A finished game as a document anyone can verify
            offline (docs/fair-shuffles.md), by `game`: its setup, fairness (server seed revealed),
            seats, every action and its result (the engine's, language-free).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemOut | ReplayPage]
     """


    kwargs = _get_kwargs(
        body=body,
lang=lang,
as_=as_,
from_=from_,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: GameExport1347 | GameExportBiblios,
    lang: Lang | Unset = UNSET,
    as_: ReplayExportAs,
    from_: int | Unset = 0,
    limit: int | Unset = 100,

) -> ProblemOut | ReplayPage | None:
    """ Replay a finished game from its export document (`GET /v1/games/{id}/export`), so a
    portal can replay a game the server no longer holds; no token needed.

     The document passes `biblios-verify`'s checks first (422 `export_invalid`, `check` naming
    the one that failed); then the answer is the replay's, as `GET /v1/games/{id}/replay`'s
    (`as`, `from`, `limit`, `lang` the same), the names and external ids the document's,
    the body up to 256 KiB (`BIBLIOS_MAX_EXPORT_BYTES`), not 16 KiB as other requests',
    each view's `id` empty (the document does not name the game's id).

    Args:
        lang (Lang | Unset): A language of the texts.
        as_ (ReplayExportAs):
        from_ (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.
        body (GameExport1347 | GameExportBiblios): A finished game as a document anyone can verify
            offline (docs/fair-shuffles.md), by `game`: its setup, fairness (server seed revealed),
            seats, every action and its result (the engine's, language-free).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemOut | ReplayPage
     """


    return (await asyncio_detailed(
        client=client,
body=body,
lang=lang,
as_=as_,
from_=from_,
limit=limit,

    )).parsed
