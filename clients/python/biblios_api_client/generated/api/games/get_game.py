from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.lang import Lang
from ...models.problem_out import ProblemOut
from ...models.view_1347 import View1347
from ...models.view_biblios import ViewBiblios
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    lang: Lang | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    params: dict[str, Any] = {}

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ProblemOut | View1347 | ViewBiblios:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> View1347 | ViewBiblios:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = ViewBiblios.from_dict(data)



                return componentsschemas_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_view_type_1 = View1347.from_dict(data)



            return componentsschemas_game_view_type_1

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = ProblemOut.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ProblemOut.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = ProblemOut.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = ProblemOut.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = ProblemOut.from_dict(response.json())



        return response_503

    response_default = ProblemOut.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ProblemOut | View1347 | ViewBiblios]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    lang: Lang | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | ProblemOut | View1347 | ViewBiblios]:
    """ The game as the caller's seat may see it (no token: the spectator's view).

     Send `If-None-Match: "<version>"` to poll cheaply: 304 while the game has not moved.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ProblemOut | View1347 | ViewBiblios]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
lang=lang,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    lang: Lang | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Any | ProblemOut | View1347 | ViewBiblios | None:
    """ The game as the caller's seat may see it (no token: the spectator's view).

     Send `If-None-Match: "<version>"` to poll cheaply: 304 while the game has not moved.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ProblemOut | View1347 | ViewBiblios
     """


    return sync_detailed(
        game_id=game_id,
client=client,
lang=lang,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    lang: Lang | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | ProblemOut | View1347 | ViewBiblios]:
    """ The game as the caller's seat may see it (no token: the spectator's view).

     Send `If-None-Match: "<version>"` to poll cheaply: 304 while the game has not moved.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ProblemOut | View1347 | ViewBiblios]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
lang=lang,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    lang: Lang | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Any | ProblemOut | View1347 | ViewBiblios | None:
    """ The game as the caller's seat may see it (no token: the spectator's view).

     Send `If-None-Match: "<version>"` to poll cheaply: 304 while the game has not moved.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ProblemOut | View1347 | ViewBiblios
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
lang=lang,
if_none_match=if_none_match,

    )).parsed
