"""The generated models (views, actions, events, problems...), as ``biblios_api_client.models``."""

from .generated.models import *  # noqa: F403
from .generated.models import __all__  # noqa: F401
