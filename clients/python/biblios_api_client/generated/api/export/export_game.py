from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_export_1347 import GameExport1347
from ...models.game_export_biblios import GameExportBiblios
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
        "method": "get",
        "url": "/v1/games/{game_id}/export".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameExport1347 | GameExportBiblios | ProblemOut:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> GameExport1347 | GameExportBiblios:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_export_document_type_0 = GameExportBiblios.from_dict(data)



                return componentsschemas_export_document_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_export_document_type_1 = GameExport1347.from_dict(data)



            return componentsschemas_export_document_type_1

        response_200 = _parse_response_200(response.json())

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

    if response.status_code == 429:
        response_429 = ProblemOut.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = ProblemOut.from_dict(response.json())



        return response_503

    response_default = ProblemOut.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameExport1347 | GameExportBiblios | ProblemOut]:
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

) -> Response[GameExport1347 | GameExportBiblios | ProblemOut]:
    """ The finished game as one JSON document: setup, fairness (the server seed revealed),
    seats, every action and the result. Verify it with `biblios-verify FILE` (or
    `python -m engine.verify FILE`): no server needed.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameExport1347 | GameExportBiblios | ProblemOut]
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
    client: AuthenticatedClient | Client,
    lang: Lang | Unset = UNSET,

) -> GameExport1347 | GameExportBiblios | ProblemOut | None:
    """ The finished game as one JSON document: setup, fairness (the server seed revealed),
    seats, every action and the result. Verify it with `biblios-verify FILE` (or
    `python -m engine.verify FILE`): no server needed.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameExport1347 | GameExportBiblios | ProblemOut
     """


    return sync_detailed(
        game_id=game_id,
client=client,
lang=lang,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    lang: Lang | Unset = UNSET,

) -> Response[GameExport1347 | GameExportBiblios | ProblemOut]:
    """ The finished game as one JSON document: setup, fairness (the server seed revealed),
    seats, every action and the result. Verify it with `biblios-verify FILE` (or
    `python -m engine.verify FILE`): no server needed.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameExport1347 | GameExportBiblios | ProblemOut]
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
    client: AuthenticatedClient | Client,
    lang: Lang | Unset = UNSET,

) -> GameExport1347 | GameExportBiblios | ProblemOut | None:
    """ The finished game as one JSON document: setup, fairness (the server seed revealed),
    seats, every action and the result. Verify it with `biblios-verify FILE` (or
    `python -m engine.verify FILE`): no server needed.

    Args:
        game_id (str):
        lang (Lang | Unset): A language of the texts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameExport1347 | GameExportBiblios | ProblemOut
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
lang=lang,

    )).parsed
