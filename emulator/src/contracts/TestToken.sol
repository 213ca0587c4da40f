// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.28;

/// @title TestToken
/// @notice A minimal ERC-20 for the AppKit emulator's local chains. For tests and demos only.
/// @dev Compiled once by emulator/scripts/compileTestToken.mjs into TestToken.json.
contract TestToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    /// @param name_ token name
    /// @param symbol_ token symbol
    /// @param holders accounts that each receive `amountEach` at deployment
    /// @param amountEach amount minted to every holder, in the smallest unit
    constructor(string memory name_, string memory symbol_, address[] memory holders, uint256 amountEach) {
        name = name_;
        symbol = symbol_;
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amountEach);
        }
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    /// @dev An allowance of type(uint256).max is never decreased.
    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "TestToken: insufficient allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) private {
        require(to != address(0), "TestToken: transfer to the zero address");
        uint256 balance = balanceOf[from];
        require(balance >= value, "TestToken: insufficient balance");
        balanceOf[from] = balance - value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _mint(address to, uint256 value) private {
        require(to != address(0), "TestToken: mint to the zero address");
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }
}
