from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.action_response import ActionResponse
from ...models.bid_action_biblios import BidActionBiblios
from ...models.choose_loser_action_1347 import ChooseLoserAction1347
from ...models.church_action_biblios import ChurchActionBiblios
from ...models.decline_action_1347 import DeclineAction1347
from ...models.enter_action_1347 import EnterAction1347
from ...models.give_action_1347 import GiveAction1347
from ...models.lang import Lang
from ...models.pass_action_biblios import PassActionBiblios
from ...models.pay_action_biblios import PayActionBiblios
from ...models.perform_action_1347 import PerformAction1347
from ...models.place_action_biblios import PlaceActionBiblios
from ...models.play_pass_action_1347 import PlayPassAction1347
from ...models.problem_out import ProblemOut
from ...models.refuse_action_biblios import RefuseActionBiblios
from ...models.resign_action import ResignAction
from ...models.supply_action_1347 import SupplyAction1347
from ...models.take_action_biblios import TakeActionBiblios
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    body: BidActionBiblios | ChooseLoserAction1347 | ChurchActionBiblios | DeclineAction1347 | EnterAction1347 | GiveAction1347 | PassActionBiblios | PayActionBiblios | PerformAction1347 | PlaceActionBiblios | PlayPassAction1347 | RefuseActionBiblios | ResignAction | SupplyAction1347 | TakeActionBiblios,
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
        "url": "/v1/games/{game_id}/actions".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }

    
    if isinstance(body, ResignAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PlaceActionBiblios):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TakeActionBiblios):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ChurchActionBiblios):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BidActionBiblios):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PassActionBiblios):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PayActionBiblios):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RefuseActionBiblios):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SupplyAction1347):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EnterAction1347):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PlayPassAction1347):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ChooseLoserAction1347):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, GiveAction1347):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PerformAction1347):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

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
    *,
    client: AuthenticatedClient,
    body: BidActionBiblios | ChooseLoserAction1347 | ChurchActionBiblios | DeclineAction1347 | EnterAction1347 | GiveAction1347 | PassActionBiblios | PayActionBiblios | PerformAction1347 | PlaceActionBiblios | PlayPassAction1347 | RefuseActionBiblios | ResignAction | SupplyAction1347 | TakeActionBiblios,
    lang: Lang | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[ActionResponse | ProblemOut]:
    """ Act as the caller's seat (seat token required).

     Checks run in the contract's order: 404, 413, 400, 401, 412 (`If-Match`), then the rules
    (422: game over, not your turn, then the action's own rules).

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (BidActionBiblios | ChooseLoserAction1347 | ChurchActionBiblios | DeclineAction1347 |
            EnterAction1347 | GiveAction1347 | PassActionBiblios | PayActionBiblios |
            PerformAction1347 | PlaceActionBiblios | PlayPassAction1347 | RefuseActionBiblios |
            ResignAction | SupplyAction1347 | TakeActionBiblios): An action, by `type`: the game's own
            (see its view's `legal_actions`), or `resign`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionResponse | ProblemOut]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
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
    *,
    client: AuthenticatedClient,
    body: BidActionBiblios | ChooseLoserAction1347 | ChurchActionBiblios | DeclineAction1347 | EnterAction1347 | GiveAction1347 | PassActionBiblios | PayActionBiblios | PerformAction1347 | PlaceActionBiblios | PlayPassAction1347 | RefuseActionBiblios | ResignAction | SupplyAction1347 | TakeActionBiblios,
    lang: Lang | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> ActionResponse | ProblemOut | None:
    """ Act as the caller's seat (seat token required).

     Checks run in the contract's order: 404, 413, 400, 401, 412 (`If-Match`), then the rules
    (422: game over, not your turn, then the action's own rules).

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (BidActionBiblios | ChooseLoserAction1347 | ChurchActionBiblios | DeclineAction1347 |
            EnterAction1347 | GiveAction1347 | PassActionBiblios | PayActionBiblios |
            PerformAction1347 | PlaceActionBiblios | PlayPassAction1347 | RefuseActionBiblios |
            ResignAction | SupplyAction1347 | TakeActionBiblios): An action, by `type`: the game's own
            (see its view's `legal_actions`), or `resign`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionResponse | ProblemOut
     """


    return sync_detailed(
        game_id=game_id,
client=client,
body=body,
lang=lang,
if_match=if_match,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: BidActionBiblios | ChooseLoserAction1347 | ChurchActionBiblios | DeclineAction1347 | EnterAction1347 | GiveAction1347 | PassActionBiblios | PayActionBiblios | PerformAction1347 | PlaceActionBiblios | PlayPassAction1347 | RefuseActionBiblios | ResignAction | SupplyAction1347 | TakeActionBiblios,
    lang: Lang | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[ActionResponse | ProblemOut]:
    """ Act as the caller's seat (seat token required).

     Checks run in the contract's order: 404, 413, 400, 401, 412 (`If-Match`), then the rules
    (422: game over, not your turn, then the action's own rules).

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (BidActionBiblios | ChooseLoserAction1347 | ChurchActionBiblios | DeclineAction1347 |
            EnterAction1347 | GiveAction1347 | PassActionBiblios | PayActionBiblios |
            PerformAction1347 | PlaceActionBiblios | PlayPassAction1347 | RefuseActionBiblios |
            ResignAction | SupplyAction1347 | TakeActionBiblios): An action, by `type`: the game's own
            (see its view's `legal_actions`), or `resign`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionResponse | ProblemOut]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
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
    *,
    client: AuthenticatedClient,
    body: BidActionBiblios | ChooseLoserAction1347 | ChurchActionBiblios | DeclineAction1347 | EnterAction1347 | GiveAction1347 | PassActionBiblios | PayActionBiblios | PerformAction1347 | PlaceActionBiblios | PlayPassAction1347 | RefuseActionBiblios | ResignAction | SupplyAction1347 | TakeActionBiblios,
    lang: Lang | Unset = UNSET,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> ActionResponse | ProblemOut | None:
    """ Act as the caller's seat (seat token required).

     Checks run in the contract's order: 404, 413, 400, 401, 412 (`If-Match`), then the rules
    (422: game over, not your turn, then the action's own rules).

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (BidActionBiblios | ChooseLoserAction1347 | ChurchActionBiblios | DeclineAction1347 |
            EnterAction1347 | GiveAction1347 | PassActionBiblios | PayActionBiblios |
            PerformAction1347 | PlaceActionBiblios | PlayPassAction1347 | RefuseActionBiblios |
            ResignAction | SupplyAction1347 | TakeActionBiblios): An action, by `type`: the game's own
            (see its view's `legal_actions`), or `resign`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionResponse | ProblemOut
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,
lang=lang,
if_match=if_match,
idempotency_key=idempotency_key,

    )).parsed
