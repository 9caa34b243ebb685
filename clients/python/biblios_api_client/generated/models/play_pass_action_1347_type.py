from enum import StrEnum

class PlayPassAction1347Type(StrEnum):
    PLAY_PASS = "play_pass"

    def __str__(self) -> str:
        return str(self.value)
