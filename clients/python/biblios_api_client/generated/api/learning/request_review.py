from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.lang import Lang
from ...models.problem_out import ProblemOut
from ...models.review_out import ReviewOut
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
        "url": "/v1/games/{game_id}/review".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemOut | ReviewOut:
    if response.status_code == 202:
        response_202 = ReviewOut.from_dict(response.json())



        return response_202

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

    if response.status_code == 413:
        response_413 = ProblemOut.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = ProblemOut.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = ProblemOut.from_dict(response.json())



        return response_503

    response_default = ProblemOut.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ProblemOut | ReviewOut]:
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

) -> Response[ProblemOut | ReviewOut]:
    """ Ask for the expert's review of a finished game (a person's seat token, or the game's
    portal key; body empty).

     It is queued on the bots' worker (never computed in a request): at each decision of each
    person's seat, from that seat's view alone, the expert's chance of winning after the move
    played and after its own choice. Asking again gives the same review. When it is ready, the
    portal hears `game.review_ready`. 409 `game_not_over` before the end.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemOut | ReviewOut]
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

) -> ProblemOut | ReviewOut | None:
    """ Ask for the expert's review of a finished game (a person's seat token, or the game's
    portal key; body empty).

     It is queued on the bots' worker (never computed in a request): at each decision of each
    person's seat, from that seat's view alone, the expert's chance of winning after the move
    played and after its own choice. Asking again gives the same review. When it is ready, the
    portal hears `game.review_ready`. 409 `game_not_over` before the end.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemOut | ReviewOut
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

) -> Response[ProblemOut | ReviewOut]:
    """ Ask for the expert's review of a finished game (a person's seat token, or the game's
    portal key; body empty).

     It is queued on the bots' worker (never computed in a request): at each decision of each
    person's seat, from that seat's view alone, the expert's chance of winning after the move
    played and after its own choice. Asking again gives the same review. When it is ready, the
    portal hears `game.review_ready`. 409 `game_not_over` before the end.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemOut | ReviewOut]
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

) -> ProblemOut | ReviewOut | None:
    """ Ask for the expert's review of a finished game (a person's seat token, or the game's
    portal key; body empty).

     It is queued on the bots' worker (never computed in a request): at each decision of each
    person's seat, from that seat's view alone, the expert's chance of winning after the move
    played and after its own choice. Asking again gives the same review. When it is ready, the
    portal hears `game.review_ready`. 409 `game_not_over` before the end.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemOut | ReviewOut
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
lang=lang,

    )).parsed
