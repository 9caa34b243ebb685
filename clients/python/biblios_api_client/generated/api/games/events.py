from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.events_response import EventsResponse
from ...models.lang import Lang
from ...models.problem_out import ProblemOut
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    lang: Lang | Unset = UNSET,
    after: int | Unset = 0,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang

    params["after"] = after


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/events".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> EventsResponse | ProblemOut:
    if response.status_code == 200:
        response_200 = EventsResponse.from_dict(response.json())



        return response_200

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[EventsResponse | ProblemOut]:
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
    after: int | Unset = 0,

) -> Response[EventsResponse | ProblemOut]:
    """ The game log after sequence number `after` (default: all), each event with its sentence.

     Face-down cards appear only to the seats that may know them, until the game is over (R30).

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventsResponse | ProblemOut]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
lang=lang,
after=after,

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
    after: int | Unset = 0,

) -> EventsResponse | ProblemOut | None:
    """ The game log after sequence number `after` (default: all), each event with its sentence.

     Face-down cards appear only to the seats that may know them, until the game is over (R30).

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventsResponse | ProblemOut
     """


    return sync_detailed(
        game_id=game_id,
client=client,
lang=lang,
after=after,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    lang: Lang | Unset = UNSET,
    after: int | Unset = 0,

) -> Response[EventsResponse | ProblemOut]:
    """ The game log after sequence number `after` (default: all), each event with its sentence.

     Face-down cards appear only to the seats that may know them, until the game is over (R30).

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventsResponse | ProblemOut]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
lang=lang,
after=after,

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
    after: int | Unset = 0,

) -> EventsResponse | ProblemOut | None:
    """ The game log after sequence number `after` (default: all), each event with its sentence.

     Face-down cards appear only to the seats that may know them, until the game is over (R30).

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventsResponse | ProblemOut
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
lang=lang,
after=after,

    )).parsed
