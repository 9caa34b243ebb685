from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.lang import Lang
from ...models.problem_out import ProblemOut
from ...models.stream_event import StreamEvent
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    lang: Lang | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = str(last_event_id)




    

    params: dict[str, Any] = {}

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang

    params["ticket"] = ticket


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/stream".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemOut | StreamEvent:
    if response.status_code == 200:
        response_200 = StreamEvent.from_dict(response.text)



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ProblemOut | StreamEvent]:
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
    ticket: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> Response[ProblemOut | StreamEvent]:
    """ Follow the game live: its views and events as they happen (Server-Sent Events).

     With a seat token (or a ticket) the stream shows that seat's view and marks the seat
    `connected` while it is open; without, a spectator's. Opening it applies due timeouts.
    When the seat's token is re-issued, the old token's streams end at once (`end` with
    `"reason": "token_replaced"`) and the seat is no longer `connected`.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        ticket (str | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemOut | StreamEvent]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
lang=lang,
ticket=ticket,
last_event_id=last_event_id,

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
    ticket: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> ProblemOut | StreamEvent | None:
    """ Follow the game live: its views and events as they happen (Server-Sent Events).

     With a seat token (or a ticket) the stream shows that seat's view and marks the seat
    `connected` while it is open; without, a spectator's. Opening it applies due timeouts.
    When the seat's token is re-issued, the old token's streams end at once (`end` with
    `"reason": "token_replaced"`) and the seat is no longer `connected`.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        ticket (str | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemOut | StreamEvent
     """


    return sync_detailed(
        game_id=game_id,
client=client,
lang=lang,
ticket=ticket,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    lang: Lang | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> Response[ProblemOut | StreamEvent]:
    """ Follow the game live: its views and events as they happen (Server-Sent Events).

     With a seat token (or a ticket) the stream shows that seat's view and marks the seat
    `connected` while it is open; without, a spectator's. Opening it applies due timeouts.
    When the seat's token is re-issued, the old token's streams end at once (`end` with
    `"reason": "token_replaced"`) and the seat is no longer `connected`.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        ticket (str | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemOut | StreamEvent]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
lang=lang,
ticket=ticket,
last_event_id=last_event_id,

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
    ticket: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> ProblemOut | StreamEvent | None:
    """ Follow the game live: its views and events as they happen (Server-Sent Events).

     With a seat token (or a ticket) the stream shows that seat's view and marks the seat
    `connected` while it is open; without, a spectator's. Opening it applies due timeouts.
    When the seat's token is re-issued, the old token's streams end at once (`end` with
    `"reason": "token_replaced"`) and the seat is no longer `connected`.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        ticket (str | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemOut | StreamEvent
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
lang=lang,
ticket=ticket,
last_event_id=last_event_id,

    )).parsed
