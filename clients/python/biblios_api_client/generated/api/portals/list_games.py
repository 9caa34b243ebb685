from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_list import GameList
from ...models.lang import Lang
from ...models.list_games_status import ListGamesStatus
from ...models.problem_out import ProblemOut
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    lang: Lang | Unset = UNSET,
    status: ListGamesStatus | Unset = UNSET,
    external_id: str | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["external_id"] = external_id

    params["limit"] = limit

    params["cursor"] = cursor


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameList | ProblemOut:
    if response.status_code == 200:
        response_200 = GameList.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = ProblemOut.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ProblemOut.from_dict(response.json())



        return response_401

    if response.status_code == 429:
        response_429 = ProblemOut.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = ProblemOut.from_dict(response.json())



        return response_503

    response_default = ProblemOut.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameList | ProblemOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    lang: Lang | Unset = UNSET,
    status: ListGamesStatus | Unset = UNSET,
    external_id: str | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,

) -> Response[GameList | ProblemOut]:
    """ The portal's own games, newest first, a page at a time (portal key required).

     Filters: `status` (`active` or `over`) and `external_id` (games with a seat of that
    external id). Pass `next_cursor` as `cursor` for the next page; games created meanwhile
    never make a page repeat or skip one.

    Args:
        lang (Lang | Unset): A language of the texts.
        status (ListGamesStatus | Unset):
        external_id (str | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameList | ProblemOut]
     """


    kwargs = _get_kwargs(
        lang=lang,
status=status,
external_id=external_id,
limit=limit,
cursor=cursor,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    lang: Lang | Unset = UNSET,
    status: ListGamesStatus | Unset = UNSET,
    external_id: str | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,

) -> GameList | ProblemOut | None:
    """ The portal's own games, newest first, a page at a time (portal key required).

     Filters: `status` (`active` or `over`) and `external_id` (games with a seat of that
    external id). Pass `next_cursor` as `cursor` for the next page; games created meanwhile
    never make a page repeat or skip one.

    Args:
        lang (Lang | Unset): A language of the texts.
        status (ListGamesStatus | Unset):
        external_id (str | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameList | ProblemOut
     """


    return sync_detailed(
        client=client,
lang=lang,
status=status,
external_id=external_id,
limit=limit,
cursor=cursor,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    lang: Lang | Unset = UNSET,
    status: ListGamesStatus | Unset = UNSET,
    external_id: str | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,

) -> Response[GameList | ProblemOut]:
    """ The portal's own games, newest first, a page at a time (portal key required).

     Filters: `status` (`active` or `over`) and `external_id` (games with a seat of that
    external id). Pass `next_cursor` as `cursor` for the next page; games created meanwhile
    never make a page repeat or skip one.

    Args:
        lang (Lang | Unset): A language of the texts.
        status (ListGamesStatus | Unset):
        external_id (str | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameList | ProblemOut]
     """


    kwargs = _get_kwargs(
        lang=lang,
status=status,
external_id=external_id,
limit=limit,
cursor=cursor,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    lang: Lang | Unset = UNSET,
    status: ListGamesStatus | Unset = UNSET,
    external_id: str | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,

) -> GameList | ProblemOut | None:
    """ The portal's own games, newest first, a page at a time (portal key required).

     Filters: `status` (`active` or `over`) and `external_id` (games with a seat of that
    external id). Pass `next_cursor` as `cursor` for the next page; games created meanwhile
    never make a page repeat or skip one.

    Args:
        lang (Lang | Unset): A language of the texts.
        status (ListGamesStatus | Unset):
        external_id (str | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameList | ProblemOut
     """


    return (await asyncio_detailed(
        client=client,
lang=lang,
status=status,
external_id=external_id,
limit=limit,
cursor=cursor,

    )).parsed
