from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.hint_response import HintResponse
from ...models.lang import Lang
from ...models.problem_out import ProblemOut
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    lang: Lang | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/hint".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> HintResponse | ProblemOut:
    if response.status_code == 200:
        response_200 = HintResponse.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[HintResponse | ProblemOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    lang: Lang | Unset = UNSET,

) -> Response[HintResponse | ProblemOut]:
    """ Ask the expert for a hint at the caller's decision (seat token required; body empty).

     The hint is searched on the bots' worker from the caller's view alone, never from what the
    other seats hold; the request waits for it at most 3 s, else 503 `hint_unavailable` with
    `Retry-After` (asking again then finds the same search, done). Every hint given is told to
    every seat as the event `hint_given` (a new version) and counted in the export. Checks:
    404, 413, 400, 401, then 422: `hints_off` (the game was created without `"hints": true`),
    `game_over`, `seat_resigned`, `seat_taken_over`, `not_your_turn` (the seat has no decision
    to make; `waiting_for` lists the people the game waits for). While it waits, the request
    holds none of the places its server runs requests in: nobody else waits for it.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HintResponse | ProblemOut]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
lang=lang,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    lang: Lang | Unset = UNSET,

) -> HintResponse | ProblemOut | None:
    """ Ask the expert for a hint at the caller's decision (seat token required; body empty).

     The hint is searched on the bots' worker from the caller's view alone, never from what the
    other seats hold; the request waits for it at most 3 s, else 503 `hint_unavailable` with
    `Retry-After` (asking again then finds the same search, done). Every hint given is told to
    every seat as the event `hint_given` (a new version) and counted in the export. Checks:
    404, 413, 400, 401, then 422: `hints_off` (the game was created without `"hints": true`),
    `game_over`, `seat_resigned`, `seat_taken_over`, `not_your_turn` (the seat has no decision
    to make; `waiting_for` lists the people the game waits for). While it waits, the request
    holds none of the places its server runs requests in: nobody else waits for it.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HintResponse | ProblemOut
     """


    return sync_detailed(
        game_id=game_id,
client=client,
lang=lang,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    lang: Lang | Unset = UNSET,

) -> Response[HintResponse | ProblemOut]:
    """ Ask the expert for a hint at the caller's decision (seat token required; body empty).

     The hint is searched on the bots' worker from the caller's view alone, never from what the
    other seats hold; the request waits for it at most 3 s, else 503 `hint_unavailable` with
    `Retry-After` (asking again then finds the same search, done). Every hint given is told to
    every seat as the event `hint_given` (a new version) and counted in the export. Checks:
    404, 413, 400, 401, then 422: `hints_off` (the game was created without `"hints": true`),
    `game_over`, `seat_resigned`, `seat_taken_over`, `not_your_turn` (the seat has no decision
    to make; `waiting_for` lists the people the game waits for). While it waits, the request
    holds none of the places its server runs requests in: nobody else waits for it.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HintResponse | ProblemOut]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
lang=lang,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    lang: Lang | Unset = UNSET,

) -> HintResponse | ProblemOut | None:
    """ Ask the expert for a hint at the caller's decision (seat token required; body empty).

     The hint is searched on the bots' worker from the caller's view alone, never from what the
    other seats hold; the request waits for it at most 3 s, else 503 `hint_unavailable` with
    `Retry-After` (asking again then finds the same search, done). Every hint given is told to
    every seat as the event `hint_given` (a new version) and counted in the export. Checks:
    404, 413, 400, 401, then 422: `hints_off` (the game was created without `"hints": true`),
    `game_over`, `seat_resigned`, `seat_taken_over`, `not_your_turn` (the seat has no decision
    to make; `waiting_for` lists the people the game waits for). While it waits, the request
    holds none of the places its server runs requests in: nobody else waits for it.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HintResponse | ProblemOut
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
lang=lang,

    )).parsed
