from enum import StrEnum

class GameOptionItems(StrEnum):
    ARRAY = "array"
    BOOLEAN = "boolean"
    INTEGER = "integer"
    OBJECT = "object"
    STRING = "string"

    def __str__(self) -> str:
        return str(self.value)
