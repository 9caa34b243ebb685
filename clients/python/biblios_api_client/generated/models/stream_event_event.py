from enum import StrEnum

class StreamEventEvent(StrEnum):
    END = "end"
    UPDATE = "update"

    def __str__(self) -> str:
        return str(self.value)
