from enum import StrEnum

class CreateGameRequest1347Game(StrEnum):
    VALUE_0 = "1347"

    def __str__(self) -> str:
        return str(self.value)
