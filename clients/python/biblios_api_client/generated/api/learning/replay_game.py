from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.lang import Lang
from ...models.problem_out import ProblemOut
from ...models.replay_game_as import ReplayGameAs
from ...models.replay_page import ReplayPage
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    lang: Lang | Unset = UNSET,
    as_: ReplayGameAs,
    from_: int | Unset = 0,
    limit: int | Unset = 100,

) -> dict[str, Any]:
    

    

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
        "method": "get",
        "url": "/v1/games/{game_id}/replay".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemOut | ReplayPage:
    if response.status_code == 200:
        response_200 = ReplayPage.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ProblemOut | ReplayPage]:
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
    as_: ReplayGameAs,
    from_: int | Unset = 0,
    limit: int | Unset = 100,

) -> Response[ProblemOut | ReplayPage]:
    """ A finished game again, step by step (one of the game's seat tokens, or its portal key).

     `as=<seat>`: each step's view and events as that seat saw them at the time; `as=all`:
    every hand shown (the game is over: its export shows them too). Each step: the view before
    it (as `GET /v1/games/{id}` gave it), the action, and the events it made, localized as the
    log; a last step is the game's end. Pages of at most 100 steps from `from` (`next`: the
    next page's). Once the expert's review is ready, each reviewed decision carries it
    (`review`: the expert's choice, both chances, `mistake`). 404 `not_found` before the end.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        as_ (ReplayGameAs):
        from_ (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemOut | ReplayPage]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
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
    game_id: str,
    *,
    client: AuthenticatedClient,
    lang: Lang | Unset = UNSET,
    as_: ReplayGameAs,
    from_: int | Unset = 0,
    limit: int | Unset = 100,

) -> ProblemOut | ReplayPage | None:
    """ A finished game again, step by step (one of the game's seat tokens, or its portal key).

     `as=<seat>`: each step's view and events as that seat saw them at the time; `as=all`:
    every hand shown (the game is over: its export shows them too). Each step: the view before
    it (as `GET /v1/games/{id}` gave it), the action, and the events it made, localized as the
    log; a last step is the game's end. Pages of at most 100 steps from `from` (`next`: the
    next page's). Once the expert's review is ready, each reviewed decision carries it
    (`review`: the expert's choice, both chances, `mistake`). 404 `not_found` before the end.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        as_ (ReplayGameAs):
        from_ (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemOut | ReplayPage
     """


    return sync_detailed(
        game_id=game_id,
client=client,
lang=lang,
as_=as_,
from_=from_,
limit=limit,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    lang: Lang | Unset = UNSET,
    as_: ReplayGameAs,
    from_: int | Unset = 0,
    limit: int | Unset = 100,

) -> Response[ProblemOut | ReplayPage]:
    """ A finished game again, step by step (one of the game's seat tokens, or its portal key).

     `as=<seat>`: each step's view and events as that seat saw them at the time; `as=all`:
    every hand shown (the game is over: its export shows them too). Each step: the view before
    it (as `GET /v1/games/{id}` gave it), the action, and the events it made, localized as the
    log; a last step is the game's end. Pages of at most 100 steps from `from` (`next`: the
    next page's). Once the expert's review is ready, each reviewed decision carries it
    (`review`: the expert's choice, both chances, `mistake`). 404 `not_found` before the end.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        as_ (ReplayGameAs):
        from_ (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemOut | ReplayPage]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
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
    game_id: str,
    *,
    client: AuthenticatedClient,
    lang: Lang | Unset = UNSET,
    as_: ReplayGameAs,
    from_: int | Unset = 0,
    limit: int | Unset = 100,

) -> ProblemOut | ReplayPage | None:
    """ A finished game again, step by step (one of the game's seat tokens, or its portal key).

     `as=<seat>`: each step's view and events as that seat saw them at the time; `as=all`:
    every hand shown (the game is over: its export shows them too). Each step: the view before
    it (as `GET /v1/games/{id}` gave it), the action, and the events it made, localized as the
    log; a last step is the game's end. Pages of at most 100 steps from `from` (`next`: the
    next page's). Once the expert's review is ready, each reviewed decision carries it
    (`review`: the expert's choice, both chances, `mistake`). 404 `not_found` before the end.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        as_ (ReplayGameAs):
        from_ (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemOut | ReplayPage
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
lang=lang,
as_=as_,
from_=from_,
limit=limit,

    )).parsed
