from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.catalog_biblios import CatalogBiblios
from ...models.lang import Lang
from ...models.problem_out import ProblemOut
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
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
        "url": "/v1/catalog/biblios",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CatalogBiblios | ProblemOut:
    if response.status_code == 200:
        response_200 = CatalogBiblios.from_dict(response.json())



        return response_200

    response_default = ProblemOut.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CatalogBiblios | ProblemOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    lang: Lang | Unset = UNSET,

) -> Response[CatalogBiblios | ProblemOut]:
    """ The cards and other components of biblios, localized.

    Args:
        lang (Lang | Unset): A language of the texts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatalogBiblios | ProblemOut]
     """


    kwargs = _get_kwargs(
        lang=lang,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    lang: Lang | Unset = UNSET,

) -> CatalogBiblios | ProblemOut | None:
    """ The cards and other components of biblios, localized.

    Args:
        lang (Lang | Unset): A language of the texts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatalogBiblios | ProblemOut
     """


    return sync_detailed(
        client=client,
lang=lang,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    lang: Lang | Unset = UNSET,

) -> Response[CatalogBiblios | ProblemOut]:
    """ The cards and other components of biblios, localized.

    Args:
        lang (Lang | Unset): A language of the texts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatalogBiblios | ProblemOut]
     """


    kwargs = _get_kwargs(
        lang=lang,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    lang: Lang | Unset = UNSET,

) -> CatalogBiblios | ProblemOut | None:
    """ The cards and other components of biblios, localized.

    Args:
        lang (Lang | Unset): A language of the texts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatalogBiblios | ProblemOut
     """


    return (await asyncio_detailed(
        client=client,
lang=lang,

    )).parsed
