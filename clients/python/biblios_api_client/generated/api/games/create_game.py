from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_game_request_1347 import CreateGameRequest1347
from ...models.create_game_request_biblios import CreateGameRequestBiblios
from ...models.create_game_response import CreateGameResponse
from ...models.lang import Lang
from ...models.problem_out import ProblemOut
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: CreateGameRequest1347 | CreateGameRequestBiblios,
    lang: Lang | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    params: dict[str, Any] = {}

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games",
        "params": params,
    }

    
    if isinstance(body, CreateGameRequestBiblios):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreateGameResponse | ProblemOut:
    if response.status_code == 201:
        response_201 = CreateGameResponse.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = ProblemOut.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ProblemOut.from_dict(response.json())



        return response_401

    if response.status_code == 413:
        response_413 = ProblemOut.from_dict(response.json())



        return response_413

    if response.status_code == 422:
        response_422 = ProblemOut.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = ProblemOut.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = ProblemOut.from_dict(response.json())



        return response_503

    response_default = ProblemOut.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreateGameResponse | ProblemOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGameRequest1347 | CreateGameRequestBiblios,
    lang: Lang | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[CreateGameResponse | ProblemOut]:
    """ Create a game.

     Returns one secret seat token per seat (send it as `Authorization: Bearer <token>`), the
    game's `fairness` and the spectator's view. The first card is already drawn for the first
    seat. When the server has portals configured, a portal key is required (401 without one)
    and the game belongs to that portal; with none (open mode), anyone may create games.
    An `Idempotency-Key` makes a retry safe: the same key and body answer the same game.

    Args:
        lang (Lang | Unset): A language of the texts.
        idempotency_key (str | Unset):
        body (CreateGameRequest1347 | CreateGameRequestBiblios): A game to create, by `game`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateGameResponse | ProblemOut]
     """


    kwargs = _get_kwargs(
        body=body,
lang=lang,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGameRequest1347 | CreateGameRequestBiblios,
    lang: Lang | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> CreateGameResponse | ProblemOut | None:
    """ Create a game.

     Returns one secret seat token per seat (send it as `Authorization: Bearer <token>`), the
    game's `fairness` and the spectator's view. The first card is already drawn for the first
    seat. When the server has portals configured, a portal key is required (401 without one)
    and the game belongs to that portal; with none (open mode), anyone may create games.
    An `Idempotency-Key` makes a retry safe: the same key and body answer the same game.

    Args:
        lang (Lang | Unset): A language of the texts.
        idempotency_key (str | Unset):
        body (CreateGameRequest1347 | CreateGameRequestBiblios): A game to create, by `game`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateGameResponse | ProblemOut
     """


    return sync_detailed(
        client=client,
body=body,
lang=lang,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGameRequest1347 | CreateGameRequestBiblios,
    lang: Lang | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[CreateGameResponse | ProblemOut]:
    """ Create a game.

     Returns one secret seat token per seat (send it as `Authorization: Bearer <token>`), the
    game's `fairness` and the spectator's view. The first card is already drawn for the first
    seat. When the server has portals configured, a portal key is required (401 without one)
    and the game belongs to that portal; with none (open mode), anyone may create games.
    An `Idempotency-Key` makes a retry safe: the same key and body answer the same game.

    Args:
        lang (Lang | Unset): A language of the texts.
        idempotency_key (str | Unset):
        body (CreateGameRequest1347 | CreateGameRequestBiblios): A game to create, by `game`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateGameResponse | ProblemOut]
     """


    kwargs = _get_kwargs(
        body=body,
lang=lang,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGameRequest1347 | CreateGameRequestBiblios,
    lang: Lang | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> CreateGameResponse | ProblemOut | None:
    """ Create a game.

     Returns one secret seat token per seat (send it as `Authorization: Bearer <token>`), the
    game's `fairness` and the spectator's view. The first card is already drawn for the first
    seat. When the server has portals configured, a portal key is required (401 without one)
    and the game belongs to that portal; with none (open mode), anyone may create games.
    An `Idempotency-Key` makes a retry safe: the same key and body answer the same game.

    Args:
        lang (Lang | Unset): A language of the texts.
        idempotency_key (str | Unset):
        body (CreateGameRequest1347 | CreateGameRequestBiblios): A game to create, by `game`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateGameResponse | ProblemOut
     """


    return (await asyncio_detailed(
        client=client,
body=body,
lang=lang,
idempotency_key=idempotency_key,

    )).parsed
