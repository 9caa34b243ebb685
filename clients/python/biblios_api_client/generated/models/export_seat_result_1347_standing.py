from enum import StrEnum

class ExportSeatResult1347Standing(StrEnum):
    FINISHED = "finished"
    KILLED = "killed"
    RESIGNED = "resigned"
    SPARED = "spared"
    TAKEN_OVER = "taken_over"

    def __str__(self) -> str:
        return str(self.value)
