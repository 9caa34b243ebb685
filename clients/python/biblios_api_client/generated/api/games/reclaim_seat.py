from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.action_response import ActionResponse
from ...models.lang import Lang
from ...models.problem_out import ProblemOut
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    seat: int,
    *,
    lang: Lang | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

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
        "url": "/v1/games/{game_id}/seats/{seat}/reclaim".format(game_id=quote(str(game_id), safe=""),seat=quote(str(seat), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ActionResponse | ProblemOut:
    if response.status_code == 200:
        response_200 = ActionResponse.from_dict(response.json())



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

    if response.status_code == 409:
        response_409 = ProblemOut.from_dict(response.json())



        return response_409

    if response.status_code == 412:
        response_412 = ProblemOut.from_dict(response.json())



        return response_412

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ActionResponse | ProblemOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    lang: Lang | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[ActionResponse | ProblemOut]:
    """ Take back a seat that the greedy bot took over after timeouts (the seat's own token).

     Any time before the end: event `seat_reclaimed`, the seat's status `playing` again, its
    count of timeouts in a row reset. The body is empty (or `{}`). Checks: 404, 413, 400, 401
    (a token that is not this seat's), 412 (`If-Match`), then 422 `game_over`, 422
    `seat_resigned` (a resigned seat stays resigned), 409 `seat_not_taken_over` (the seat is
    playing). An `Idempotency-Key` makes a retry safe, as for actions.

    Args:
        game_id (str):
        seat (int):
        lang (Lang | Unset): A language of the texts.
        if_match (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionResponse | ProblemOut]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
seat=seat,
lang=lang,
if_match=if_match,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    lang: Lang | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> ActionResponse | ProblemOut | None:
    """ Take back a seat that the greedy bot took over after timeouts (the seat's own token).

     Any time before the end: event `seat_reclaimed`, the seat's status `playing` again, its
    count of timeouts in a row reset. The body is empty (or `{}`). Checks: 404, 413, 400, 401
    (a token that is not this seat's), 412 (`If-Match`), then 422 `game_over`, 422
    `seat_resigned` (a resigned seat stays resigned), 409 `seat_not_taken_over` (the seat is
    playing). An `Idempotency-Key` makes a retry safe, as for actions.

    Args:
        game_id (str):
        seat (int):
        lang (Lang | Unset): A language of the texts.
        if_match (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionResponse | ProblemOut
     """


    return sync_detailed(
        game_id=game_id,
seat=seat,
client=client,
lang=lang,
if_match=if_match,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    lang: Lang | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[ActionResponse | ProblemOut]:
    """ Take back a seat that the greedy bot took over after timeouts (the seat's own token).

     Any time before the end: event `seat_reclaimed`, the seat's status `playing` again, its
    count of timeouts in a row reset. The body is empty (or `{}`). Checks: 404, 413, 400, 401
    (a token that is not this seat's), 412 (`If-Match`), then 422 `game_over`, 422
    `seat_resigned` (a resigned seat stays resigned), 409 `seat_not_taken_over` (the seat is
    playing). An `Idempotency-Key` makes a retry safe, as for actions.

    Args:
        game_id (str):
        seat (int):
        lang (Lang | Unset): A language of the texts.
        if_match (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionResponse | ProblemOut]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
seat=seat,
lang=lang,
if_match=if_match,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    lang: Lang | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> ActionResponse | ProblemOut | None:
    """ Take back a seat that the greedy bot took over after timeouts (the seat's own token).

     Any time before the end: event `seat_reclaimed`, the seat's status `playing` again, its
    count of timeouts in a row reset. The body is empty (or `{}`). Checks: 404, 413, 400, 401
    (a token that is not this seat's), 412 (`If-Match`), then 422 `game_over`, 422
    `seat_resigned` (a resigned seat stays resigned), 409 `seat_not_taken_over` (the seat is
    playing). An `Idempotency-Key` makes a retry safe, as for actions.

    Args:
        game_id (str):
        seat (int):
        lang (Lang | Unset): A language of the texts.
        if_match (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionResponse | ProblemOut
     """


    return (await asyncio_detailed(
        game_id=game_id,
seat=seat,
client=client,
lang=lang,
if_match=if_match,
idempotency_key=idempotency_key,

    )).parsed
