from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_types import GameTypes
from ...models.problem_out import ProblemOut
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/game-types",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameTypes | ProblemOut:
    if response.status_code == 200:
        response_200 = GameTypes.from_dict(response.json())



        return response_200

    response_default = ProblemOut.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameTypes | ProblemOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[GameTypes | ProblemOut]:
    """ The games this server runs, and what each may be created with.

     For each game: its player counts, variants, first seat and own options (each a field of
    `POST /v1/games` for it), with their types, ranges and defaults, and its bots. Language-free:
    the game's catalog names its variants and options. A client builds its new-game form from
    it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameTypes | ProblemOut]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,

) -> GameTypes | ProblemOut | None:
    """ The games this server runs, and what each may be created with.

     For each game: its player counts, variants, first seat and own options (each a field of
    `POST /v1/games` for it), with their types, ranges and defaults, and its bots. Language-free:
    the game's catalog names its variants and options. A client builds its new-game form from
    it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameTypes | ProblemOut
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[GameTypes | ProblemOut]:
    """ The games this server runs, and what each may be created with.

     For each game: its player counts, variants, first seat and own options (each a field of
    `POST /v1/games` for it), with their types, ranges and defaults, and its bots. Language-free:
    the game's catalog names its variants and options. A client builds its new-game form from
    it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameTypes | ProblemOut]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,

) -> GameTypes | ProblemOut | None:
    """ The games this server runs, and what each may be created with.

     For each game: its player counts, variants, first seat and own options (each a field of
    `POST /v1/games` for it), with their types, ranges and defaults, and its bots. Language-free:
    the game's catalog names its variants and options. A client builds its new-game form from
    it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameTypes | ProblemOut
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
